import type { GameCategory, GameType, VendorCategory, VendorName } from '@platform/shared/contract';
import { lobbyCategories, vendorsOf } from '../../../features/vendors';

/** A tab of the popular-games menu: HOT, or a vendor category. */
export type MenuCategory = 'HOT' | GameCategory;

/** The menu: HOT, then the lobby's categories in the spec's order (others after them, as sent). */
export const menuCategories = (categories: readonly VendorCategory[]): MenuCategory[] => [
  'HOT',
  ...lobbyCategories(categories).map((category) => category.gameCategory),
];

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
  const vendors = vendorsOf(lobbyCategories(categories), category);
  const house = vendors[0];
  if (category === 'INHOUSE' && house) return { kind: 'list', gameType: 'RNG', vendor: house.vassalage };
  return { kind: 'vendors', vendors };
}
