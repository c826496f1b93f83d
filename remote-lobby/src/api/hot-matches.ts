import { type Scope, LOBBY_KEY, gameGet } from '@platform/shared';
import type { HotMatchesValue } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchHotMatches = () => gameGet<HotMatchesValue>('hotMatches');

/** The hot sports matches; they change during the day, so they are kept a minute. */
export function hotMatchesQuery(scope: Scope) {
  return queryOptions({
    queryKey: [LOBBY_KEY, 'hot-matches', scope] as const,
    queryFn: fetchHotMatches,
    staleTime: 60_000,
    select: (value) => value.list,
  });
}
