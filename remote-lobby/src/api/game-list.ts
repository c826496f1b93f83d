import {
  CLIENT_TYPE,
  LOBBY_PAGING,
  PLATFORM,
  type GameListQuery,
  type GameListValue,
  type GameType,
  type Scope,
} from '@platform/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LOBBY_KEY, apiLanguage, gameGet } from './game-call';

export const fetchGameList = (query: GameListQuery) => gameGet<GameListValue>('list', query);

/** What narrows a game list; every field but the type is optional. */
export interface GameListFilter {
  gameType: GameType;
  /** ALL, NEW, HOT, FAV or a vendor class. */
  classify?: string;
  vendor?: string;
  search?: string;
  minBet?: number;
}

/** The first page of every paged lobby list, typed as any page number (not the literal 1). */
export const FIRST_PAGE: number = LOBBY_PAGING.firstPage;

/** The next page to ask for, or undefined when the last one is in. */
export function nextPageOf(page: { pageNum: number; totalPages: number }): number | undefined {
  return page.pageNum < page.totalPages ? page.pageNum + 1 : undefined;
}

/** The games of a type, 26 a page; each filter has its own list, starting at page 1. */
export function gameListQuery(scope: Scope, filter: GameListFilter) {
  return infiniteQueryOptions({
    queryKey: [LOBBY_KEY, 'game-list', scope, filter] as const,
    queryFn: ({ pageParam }) =>
      fetchGameList({
        merchant: scope.merchant,
        clientType: CLIENT_TYPE,
        platform: PLATFORM,
        language: apiLanguage(scope),
        gameType: filter.gameType,
        gameClassify: filter.classify,
        isNew: filter.classify === 'NEW' ? 1 : undefined,
        gameName: filter.search || undefined,
        vassalage: filter.vendor,
        minBet: filter.minBet,
        pageNo: pageParam,
        pageSize: LOBBY_PAGING.gameList,
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageOf,
  });
}
