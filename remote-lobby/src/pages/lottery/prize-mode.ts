import type { PrizeMode, VendorCategory } from '@platform/shared/contract';
import { useVendorGameTypes } from '../../api/vendor-game-types';

/** The vendor whose presence among the lottery vendors makes the site an e-lottery one. */
const ELOTT_VENDOR = 'ELOTT';

/**
 * The merchant's prize mode (spec §4): e-lottery when its lottery vendors hold an ELOTT entry,
 * plain lottery otherwise.
 */
export function prizeModeOf(categories: readonly VendorCategory[]): PrizeMode {
  const lottery = categories.find((category) => category.gameCategory === 'LOTTERY');
  return lottery?.vendorNames.some((vendor) => vendor.vassalage === ELOTT_VENDOR) ? 'Elott' : 'Lott';
}

/** The prize mode, once the vendor settings are known. */
export function usePrizeMode(): PrizeMode | undefined {
  const { data } = useVendorGameTypes();
  return data === undefined ? undefined : prizeModeOf(data);
}
