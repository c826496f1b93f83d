import { type GameMenu, type GameType, type Scope } from '@platform/shared';
import { queryOptions } from '@tanstack/react-query';
import { LOBBY_KEY, apiLanguage, gameGet } from './game-call';

export const fetchGameMenus = (gameType: GameType, language: 'TY' | 'EN', vendor?: string) =>
  gameGet<GameMenu[]>('menus', { gameType, vassalage: vendor, language });

/** The classification tabs of a game type (ALL, NEW, HOT first), optionally of one vendor. */
export function gameMenusQuery(scope: Scope, gameType: GameType, vendor?: string) {
  return queryOptions({
    queryKey: [LOBBY_KEY, 'game-menus', scope, gameType, vendor ?? null] as const,
    queryFn: () => fetchGameMenus(gameType, apiLanguage(scope), vendor),
    staleTime: 5 * 60_000,
  });
}
