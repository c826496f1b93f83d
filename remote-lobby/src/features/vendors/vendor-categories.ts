import {
  CATEGORY_ORDER,
  COCKFIGHT_GAME_CODES,
  ESPORT_GAME_CODES,
  type GameCategory,
  type VendorCategory,
  type VendorName,
} from '@platform/shared/contract';

/** The categories SPORTS gives vendors to, by fixed vendor lists (spec §4). */
const SPLIT_FROM_SPORTS: ReadonlyArray<[GameCategory, readonly string[]]> = [
  ['ESPORTS', ESPORT_GAME_CODES],
  ['COCKFIGHT', COCKFIGHT_GAME_CODES],
];

/** Moves the e-sports and cockfight vendors out of SPORTS into their own categories. */
export function splitSports(categories: readonly VendorCategory[]): VendorCategory[] {
  const byCategory = new Map<GameCategory, VendorName[]>(
    categories.map((category) => [category.gameCategory, [...category.vendorNames]]),
  );
  const sports = byCategory.get('SPORTS') ?? [];
  for (const [target, codes] of SPLIT_FROM_SPORTS) {
    const moving = sports.filter((vendor) => codes.includes(vendor.vassalage));
    if (moving.length === 0) continue;
    const existing = byCategory.get(target) ?? [];
    const known = new Set(existing.map((vendor) => vendor.vassalage));
    byCategory.set(target, [...existing, ...moving.filter((vendor) => !known.has(vendor.vassalage))]);
  }
  if (byCategory.has('SPORTS')) {
    const moved = new Set(SPLIT_FROM_SPORTS.flatMap(([, codes]) => codes));
    byCategory.set(
      'SPORTS',
      sports.filter((vendor) => !moved.has(vendor.vassalage)),
    );
  }
  return [...byCategory]
    .filter(([, vendorNames]) => vendorNames.length > 0)
    .map(([gameCategory, vendorNames]) => ({ gameCategory, vendorNames }));
}

const rank = (category: string) => {
  const index = (CATEGORY_ORDER as readonly string[]).indexOf(category);
  return index === -1 ? CATEGORY_ORDER.length : index;
};

/** The categories in the menu's order (HOT, RNG, FISH, LIVE, PVP, COCKFIGHT, SPORTS, ESPORTS, then others). */
export function orderCategories<T extends { gameCategory: string }>(categories: readonly T[]): T[] {
  return [...categories].sort((a, b) => rank(a.gameCategory) - rank(b.gameCategory));
}

/** The lobby's categories from the vendor game types: split, ordered, without empty ones. */
export const lobbyCategories = (categories: readonly VendorCategory[]) => orderCategories(splitSports(categories));

/** The vendors listed under one category, once each. */
export function vendorsOf(categories: readonly VendorCategory[], category: GameCategory): VendorName[] {
  const vendors = categories.find((item) => item.gameCategory === category)?.vendorNames ?? [];
  const seen = new Set<string>();
  return vendors.filter((vendor) => !seen.has(vendor.vassalage) && Boolean(seen.add(vendor.vassalage)));
}
