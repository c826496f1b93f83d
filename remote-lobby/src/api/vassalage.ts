import { persistedData, useScope, type Scope, LOBBY_KEY, call } from '@platform/shared';
import { CATALOGUE_ENDPOINTS, type Vassalage } from '@platform/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchVassalage = () => call(CATALOGUE_ENDPOINTS.vassalage);

/** Every vendor with the categories it is listed under; local, fetched only when missing (spec §4). */
export function vassalageQuery(scope: Scope) {
  const queryKey = [LOBBY_KEY, 'vassalage', scope] as const;
  return queryOptions({
    queryKey,
    queryFn: fetchVassalage,
    staleTime: Infinity,
    ...persistedData<Vassalage[]>(queryKey, 'local'),
  });
}

export function useVassalage() {
  return useQuery(vassalageQuery(useScope()));
}
