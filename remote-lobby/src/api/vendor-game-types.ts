import { persistedData, useScope, type Scope, LOBBY_KEY, call } from '@platform/shared';
import { CATALOGUE_ENDPOINTS, type VendorCategory } from '@platform/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchVendorGameTypes = (merchant: string) =>
  call(CATALOGUE_ENDPOINTS.vendorGameTypes, { query: { typeId: 1, merchant_code: merchant } });

/** The vendors of each category. Kept in local storage and fetched only when missing (spec §4). */
export function vendorGameTypesQuery(scope: Scope) {
  const queryKey = [LOBBY_KEY, 'vendor-game-types', scope] as const;
  return queryOptions({
    queryKey,
    queryFn: () => fetchVendorGameTypes(scope.merchant),
    staleTime: Infinity,
    ...persistedData<VendorCategory[]>(queryKey, 'local'),
  });
}

export function useVendorGameTypes() {
  return useQuery(vendorGameTypesQuery(useScope()));
}
