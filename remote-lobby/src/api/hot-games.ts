import { persistedData, type Scope, LOBBY_KEY, apiLanguage, call } from '@platform/shared';
import {
  CATALOGUE_ENDPOINTS,
  PLATFORM,
  type GameItem,
  type GameType,
  type HotGamesValue,
} from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

/** The spec's `isPlatform` value for the mobile site. */
const IS_PLATFORM_MOBILE = 2;

export const fetchHotGames = (scope: Scope, gameType?: GameType) =>
  call(CATALOGUE_ENDPOINTS.hot, {
    query: {
      isPlatform: IS_PLATFORM_MOBILE,
      language: apiLanguage(scope),
      platform: PLATFORM,
      gameType,
      merchantCode: scope.merchant,
    },
  });

/** The spec says hot games may come as a list or under `list`; the rest of the code sees a list. */
export const hotListOf = (value: HotGamesValue | GameItem[]): GameItem[] => (Array.isArray(value) ? value : value.list);

/** Hot games, of one type or all; local, fetched only when missing (spec §4). */
export function hotGamesQuery(scope: Scope, gameType?: GameType) {
  const queryKey = [LOBBY_KEY, 'hot-games', scope, gameType ?? null] as const;
  return queryOptions({
    queryKey,
    queryFn: async () => hotListOf(await fetchHotGames(scope, gameType)),
    staleTime: Infinity,
    ...persistedData<GameItem[]>(queryKey, 'local'),
  });
}
