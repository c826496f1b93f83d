import { describe, expect, it } from 'vitest';
import { nameFiller } from './GameTile';

describe('nameFiller', () => {
  it('puts each name where the translation marked its place', () => {
    const favourite = nameFiller('Paborito: \u0000');
    expect(favourite('Golden Reels')).toBe('Paborito: Golden Reels');
    expect(nameFiller('\u0000 (unavailable)')('Dragon Hunt')).toBe('Dragon Hunt (unavailable)');
  });

  it('keeps a translation that has no place for the name as it is', () => {
    expect(nameFiller('Favourite')('Golden Reels')).toBe('Favourite');
  });
});
