import { describe, expect, it } from 'vitest';
import type { VendorCategory, VendorName } from '@platform/shared/contract';
import { lobbyCategories, vendorsOf } from './vendor-categories';

const vendor = (vassalage: string, gameType: VendorName['gameType'] = 'SPORTS'): VendorName => ({
  vassalage,
  gameType,
  vendorName: vassalage,
  iconUrl: `/api/art/vendor/${vassalage}.svg`,
});

describe('lobby categories', () => {
  it('moves the e-sports and cockfight vendors out of sports and orders the menu', () => {
    const categories: VendorCategory[] = [
      { gameCategory: 'LOTTERY', vendorNames: [vendor('LOTT', 'LOTTERY')] },
      { gameCategory: 'SPORTS', vendorNames: [vendor('SABA'), vendor('TF'), vendor('DS88')] },
      { gameCategory: 'RNG', vendorNames: [vendor('PG', 'RNG')] },
    ];
    const result = lobbyCategories(categories);
    expect(result.map((category) => category.gameCategory)).toEqual([
      'RNG',
      'COCKFIGHT',
      'SPORTS',
      'ESPORTS',
      'LOTTERY',
    ]);
    expect(vendorsOf(result, 'SPORTS').map((item) => item.vassalage)).toEqual(['SABA']);
    expect(vendorsOf(result, 'ESPORTS').map((item) => item.vassalage)).toEqual(['TF']);
    expect(vendorsOf(result, 'COCKFIGHT').map((item) => item.vassalage)).toEqual(['DS88']);
  });

  it('drops a sports category left empty and lists a vendor once', () => {
    const result = lobbyCategories([
      { gameCategory: 'SPORTS', vendorNames: [vendor('TF')] },
      { gameCategory: 'ESPORTS', vendorNames: [vendor('TF', 'ESPORTS')] },
    ]);
    expect(result.map((category) => category.gameCategory)).toEqual(['ESPORTS']);
    expect(vendorsOf(result, 'ESPORTS')).toHaveLength(1);
  });
});
