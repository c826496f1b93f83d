import { type Scope, LOBBY_KEY, call } from '@platform/shared';
import { CATALOGUE_ENDPOINTS } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchHotMatches = () => call(CATALOGUE_ENDPOINTS.hotMatches);

/** The hot sports matches; they change during the day, so they are kept a minute. */
export function hotMatchesQuery(scope: Scope) {
  return queryOptions({
    queryKey: [LOBBY_KEY, 'hot-matches', scope] as const,
    queryFn: fetchHotMatches,
    staleTime: 60_000,
    select: (value) => value.list,
  });
}
