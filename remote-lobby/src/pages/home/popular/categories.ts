import {
  CATEGORY_ORDER,
  LAUNCH_PAGE_VENDORS,
  LOTTERY_LOBBY_VENDORS,
  PAGING,
  paths,
  type GameCategory,
  type GameType,
  type VendorCategory,
  type VendorName,
} from '@platform/shared';

/** A tab of the popular-games menu: HOT, or a vendor category. */
export type MenuCategory = (typeof CATEGORY_ORDER)[number] | GameCategory;

const ORDER: readonly MenuCategory[] = CATEGORY_ORDER;

/** The menu: HOT, then the spec's order of the categories present, then any others in server order. */
export function menuCategories(categories: readonly VendorCategory[]): MenuCategory[] {
  const present = categories.filter((entry) => entry.vendorNames.length > 0).map((entry) => entry.gameCategory);
  const known = ORDER.filter((category) => category === 'HOT' || present.includes(category as GameCategory));
  const others = present.filter((category, index) => !ORDER.includes(category) && present.indexOf(category) === index);
  return [...known, ...others];
}

/** The categories whose tab lists that type's games rather than its vendors. */
const LISTED_TYPES: readonly GameType[] = ['RNG', 'PVP', 'LIVE', 'FISH'];

/** What a tab shows. */
export type CategoryPanel =
  | { kind: 'hot' }
  | { kind: 'list'; gameType: GameType; vendor?: string }
  | { kind: 'vendors'; vendors: readonly VendorName[] };

/** HOT the hot games; RNG, PVP, LIVE and FISH their list; INHOUSE the RNG list of its vendor; others vendor tiles. */
export function panelOf(category: MenuCategory, categories: readonly VendorCategory[]): CategoryPanel {
  if (category === 'HOT') return { kind: 'hot' };
  const listed = LISTED_TYPES.find((type) => type === category);
  if (listed) return { kind: 'list', gameType: listed };
  const vendors = categories.find((entry) => entry.gameCategory === category)?.vendorNames ?? [];
  const house = vendors[0];
  if (category === 'INHOUSE' && house) return { kind: 'list', gameType: 'RNG', vendor: house.vassalage };
  return { kind: 'vendors', vendors };
}

/** The game list page of a type, narrowed to one vendor if given. */
export function gameListPath(gameType: GameType, vendor?: string): string {
  const search = new URLSearchParams({ gameType });
  if (vendor) search.set('vassalage', vendor);
  return `${paths.gameList}?${search.toString()}`;
}

const LOTTERY_VENDORS: readonly string[] = [...LOTTERY_LOBBY_VENDORS, ...LAUNCH_PAGE_VENDORS];

/** A lottery vendor launches by the launch rules; any other vendor opens its game list. */
export const vendorLaunches = (vendor: VendorName) =>
  vendor.gameType === 'LOTTERY' || LOTTERY_VENDORS.includes(vendor.vassalage);

/** Vendors in groups of four once there are more than five; otherwise one group. */
export function vendorGroups<T>(vendors: readonly T[]): T[][] {
  if (vendors.length <= PAGING.vendorCarouselGroupAbove) return [[...vendors]];
  const groups: T[][] = [];
  for (let start = 0; start < vendors.length; start += PAGING.vendorSlidesPerGroup) {
    groups.push(vendors.slice(start, start + PAGING.vendorSlidesPerGroup));
  }
  return groups;
}
