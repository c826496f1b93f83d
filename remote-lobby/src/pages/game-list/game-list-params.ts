import { useCallback } from 'react';
import { GAME_TYPES, MIN_BET_OPTIONS, useSearchParams, type GameType } from '@platform/shared';
import type { GameFilterValue } from '../../features/game-filter';
import { GAME_LIST_PARAM } from '../../features/vendors';

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

const PARAM = {
  ...GAME_LIST_PARAM,
  dataType: 'dataType',
  classify: 'classify',
  search: 'q',
  minBet: 'minBet',
} as const;

const DEFAULT_TYPE: GameType = 'RNG';
const ALL = 'ALL';

const oneOf = <T extends string | number>(list: readonly T[], value: T | null | undefined) =>
  list.find((item) => item === value);

/** Reads the list's state from the URL; anything unknown falls back to its default. */
export function readGameListState(search: URLSearchParams): GameListState {
  const minBetText = search.get(PARAM.minBet);
  return {
    gameType: oneOf(GAME_TYPES, search.get(PARAM.gameType) as GameType | null) ?? DEFAULT_TYPE,
    dataType: oneOf(DATA_TYPES, search.get(PARAM.dataType) as DataType | null) ?? 'all',
    classify: search.get(PARAM.classify) ?? ALL,
    vendor: search.get(PARAM.vendor) || undefined,
    search: search.get(PARAM.search) ?? '',
    minBet: minBetText === null ? undefined : oneOf(MIN_BET_OPTIONS, Number(minBetText)),
  };
}

/** Writes the state back as a query, leaving out defaults. */
export function writeGameListState(state: GameListState): URLSearchParams {
  const search = new URLSearchParams({ [PARAM.gameType]: state.gameType });
  if (state.dataType !== 'all') search.set(PARAM.dataType, state.dataType);
  if (state.classify !== ALL) search.set(PARAM.classify, state.classify);
  if (state.vendor) search.set(PARAM.vendor, state.vendor);
  if (state.search) search.set(PARAM.search, state.search);
  if (state.minBet !== undefined) search.set(PARAM.minBet, String(state.minBet));
  return search;
}

/**
 * The list's state and the moves the page makes, each following the spec's rules: choosing a
 * vendor (again: clearing it) leaves the recent/favourite/hot mode; any narrowing of the list starts
 * it again from page 1 (a new query key).
 */
export function useGameListState() {
  const [params, setParams] = useSearchParams();
  const state = readGameListState(params);
  const change = useCallback(
    (next: (state: GameListState) => GameListState) =>
      setParams((old) => writeGameListState(next(readGameListState(old))), { replace: true }),
    [setParams],
  );
  const actions = {
    chooseVendor: (vendor: string) =>
      change((old) => ({
        ...old,
        dataType: 'all',
        classify: ALL,
        vendor: old.vendor === vendor ? undefined : vendor,
      })),
    chooseClassify: (classify: string) => change((old) => ({ ...old, dataType: 'all', classify })),
    chooseDataType: (dataType: DataType) => change((old) => ({ ...old, dataType })),
    search: (search: string) => change((old) => ({ ...old, dataType: search ? 'all' : old.dataType, search })),
    applyFilter: (filter: GameFilterValue) =>
      change((old) => ({
        ...old,
        dataType: 'all',
        vendor: filter.vendor,
        classify: filter.classify ?? ALL,
        minBet: filter.minBet,
      })),
  };
  return { state, ...actions };
}
