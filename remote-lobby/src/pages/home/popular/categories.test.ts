import { describe, expect, it } from 'vitest';
import type { GameCategory, VendorCategory, VendorName } from '@platform/shared/contract';
import { menuCategories, panelOf } from './categories';

const vendor = (vassalage: string, gameType: VendorName['gameType'] = 'SPORTS'): VendorName => ({
  gameType,
  vassalage,
  vendorName: vassalage,
  iconUrl: `/api/art/vendor/${vassalage}.svg`,
});
const category = (gameCategory: GameCategory, vendors = [vendor('V')]): VendorCategory => ({
  gameCategory,
  vendorNames: vendors,
});

describe('menuCategories', () => {
  it('puts HOT first, then RNG, FISH, LIVE, PVP, COCKFIGHT, SPORTS, ESPORTS, then the others as sent', () => {
    const sent = (['INHOUSE', 'SPORTS', 'LOTTERY', 'ESPORTS', 'RNG', 'COCKFIGHT', 'PVP', 'LIVE', 'FISH'] as const).map(
      (name) => category(name),
    );
    expect(menuCategories(sent)).toEqual([
      'HOT',
      'RNG',
      'FISH',
      'LIVE',
      'PVP',
      'COCKFIGHT',
      'SPORTS',
      'ESPORTS',
      'INHOUSE',
      'LOTTERY',
    ]);
  });

  it('leaves out categories the merchant has no vendors in, but always keeps HOT', () => {
    expect(menuCategories([category('LIVE'), category('FISH', []), category('LOTTERY')])).toEqual([
      'HOT',
      'LIVE',
      'LOTTERY',
    ]);
    expect(menuCategories([])).toEqual(['HOT']);
  });
});

describe('panelOf', () => {
  const categories = [category('INHOUSE', [vendor('HOUSE', 'RNG')]), category('SPORTS', [vendor('SABA')])];

  it.each([
    ['HOT', { kind: 'hot' }],
    ['RNG', { kind: 'list', gameType: 'RNG' }],
    ['PVP', { kind: 'list', gameType: 'PVP' }],
    ['LIVE', { kind: 'list', gameType: 'LIVE' }],
    ['FISH', { kind: 'list', gameType: 'FISH' }],
    ['INHOUSE', { kind: 'list', gameType: 'RNG', vendor: 'HOUSE' }],
    ['SPORTS', { kind: 'vendors', vendors: [vendor('SABA')] }],
  ] as const)('shows %s as %j', (name, panel) => {
    expect(panelOf(name, categories)).toEqual(panel);
  });
});
