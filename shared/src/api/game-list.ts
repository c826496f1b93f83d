import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  CATALOGUE_ENDPOINTS,
  CLIENT_TYPE,
  GAME_TYPES,
  LOBBY_PAGING,
  MIN_BET_OPTIONS,
  PLATFORM,
  type GameListQuery,
  type GameType,
} from '../contract';
import type { Scope } from '../query/keys';
import { LOBBY_KEY, apiLanguage } from './game-call';
import { call } from './client';

export const fetchGameList = (query: GameListQuery) => call(CATALOGUE_ENDPOINTS.list, { query });

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

/** The game list page's query parameters; other pages link to it with the type and the vendor. */
export const GAME_LIST_PARAM = {
  gameType: 'gameType',
  vendor: 'vendor',
  dataType: 'dataType',
  classify: 'classify',
  search: 'q',
  minBet: 'minBet',
} as const;

/** The list's mode (the spec's dataType): every game, the hot ones, the member's recent or favourites. */
export const DATA_TYPES = ['all', 'recent', 'fav', 'hot'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** What the game list shows, all of it in the page's URL so that Back returns to the same list. */
export interface GameListState {
  gameType: GameType;
  dataType: DataType;
  /** ALL unless a classification tab is chosen. */
  classify: string;
  vendor?: string;
  search: string;
  minBet?: number;
}

/** The classification that narrows nothing. */
export const ALL_GAMES = 'ALL';
const DEFAULT_TYPE: GameType = 'RNG';

const oneOf = <T extends string | number>(list: readonly T[], value: T | null | undefined) =>
  list.find((item) => item === value);

/**
 * The game list's state from its URL; anything unknown falls back to its default. The host reads
 * it too, to start the page's first list before the lobby's code is in.
 */
export function readGameListState(search: URLSearchParams): GameListState {
  const minBetText = search.get(GAME_LIST_PARAM.minBet);
  return {
    gameType: oneOf(GAME_TYPES, search.get(GAME_LIST_PARAM.gameType) as GameType | null) ?? DEFAULT_TYPE,
    dataType: oneOf(DATA_TYPES, search.get(GAME_LIST_PARAM.dataType) as DataType | null) ?? 'all',
    classify: search.get(GAME_LIST_PARAM.classify) ?? ALL_GAMES,
    vendor: search.get(GAME_LIST_PARAM.vendor) || undefined,
    search: search.get(GAME_LIST_PARAM.search) ?? '',
    minBet: minBetText === null ? undefined : oneOf(MIN_BET_OPTIONS, Number(minBetText)),
  };
}

/** The filter of the list the game list shows in its `all` mode. */
export const gameListFilterOf = (state: GameListState): GameListFilter => ({
  gameType: state.gameType,
  classify: state.classify,
  vendor: state.vendor,
  search: state.search || undefined,
  minBet: state.minBet,
});
