import { GAME_LIST_PARAM, paths } from '@platform/shared';
import type { GameCategory, GameType } from '@platform/shared/contract';

/** The game list of a type, optionally of one vendor. */
export function gameListPath(gameType: GameType, vendor?: string): string {
  const search = new URLSearchParams({ [GAME_LIST_PARAM.gameType]: gameType });
  if (vendor) search.set(GAME_LIST_PARAM.vendor, vendor);
  return `${paths.gameList}?${search.toString()}`;
}

/** Where a category's games are: lottery has its own page, the others a game list. */
export const categoryPath = (category: GameCategory) =>
  category === 'LOTTERY' ? paths.lottery : gameListPath(category === 'INHOUSE' ? 'RNG' : category);

/** Lottery vendors open their own lobby; every other vendor's games are a game list. */
export const vendorOpensLobby = (category: GameCategory) => category === 'LOTTERY';
