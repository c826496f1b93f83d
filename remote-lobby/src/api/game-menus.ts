import { type Scope, LOBBY_KEY, apiLanguage, call } from '@platform/shared';
import { CATALOGUE_ENDPOINTS, type GameType } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchGameMenus = (gameType: GameType, language: 'TY' | 'EN', vendor?: string) =>
  call(CATALOGUE_ENDPOINTS.menus, { query: { gameType, vassalage: vendor, language } });

/** The classification tabs of a game type (ALL, NEW, HOT first), optionally of one vendor. */
export function gameMenusQuery(scope: Scope, gameType: GameType, vendor?: string) {
  return queryOptions({
    queryKey: [LOBBY_KEY, 'game-menus', scope, gameType, vendor ?? null] as const,
    queryFn: () => fetchGameMenus(gameType, apiLanguage(scope), vendor),
    staleTime: 5 * 60_000,
  });
}
