import { useCallback } from 'react';
import {
  ALL_GAMES,
  GAME_LIST_PARAM,
  readGameListState,
  useSearchParams,
  type DataType,
  type GameListState,
} from '@platform/shared';
import type { GameFilterValue } from '../../features/game-filter';

/** Writes the state back as a query, leaving out defaults. */
export function writeGameListState(state: GameListState): URLSearchParams {
  const search = new URLSearchParams({ [GAME_LIST_PARAM.gameType]: state.gameType });
  if (state.dataType !== 'all') search.set(GAME_LIST_PARAM.dataType, state.dataType);
  if (state.classify !== ALL_GAMES) search.set(GAME_LIST_PARAM.classify, state.classify);
  if (state.vendor) search.set(GAME_LIST_PARAM.vendor, state.vendor);
  if (state.search) search.set(GAME_LIST_PARAM.search, state.search);
  if (state.minBet !== undefined) search.set(GAME_LIST_PARAM.minBet, String(state.minBet));
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
        classify: ALL_GAMES,
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
        classify: filter.classify ?? ALL_GAMES,
        minBet: filter.minBet,
      })),
  };
  return { state, ...actions };
}
