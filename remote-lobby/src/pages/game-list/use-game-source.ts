import {
  gameListFilterOf,
  useErrorMessage,
  useScope,
  useSessionUser,
  type GameListState,
  gameListQuery,
} from '@platform/shared';
import type { GameItem } from '@platform/shared/contract';
import { useInfiniteQuery, useQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { favouriteListQuery } from '../../api/favourites';
import { hotGamesQuery } from '../../api/hot-games';
import { recentListQuery } from '../../api/recent';
import type { GridPaging } from '../../features/game-grid';

/** The games on screen, however the mode gets them. */
export interface GameSource {
  /** Undefined until the first answer. */
  games: GameItem[] | undefined;
  /** The translated reason the first page failed, and how to ask again. */
  failure: string | null;
  retry: () => void;
  paging?: GridPaging;
}

/** The games of each loaded set of pages, flattened once: the grid redraws only when pages change. */
const flattened = new WeakMap<object, GameItem[]>();
/** The last pages flattened for each list, by its first page: the next page adds only its own games. */
const lastFlattened = new WeakMap<object, { pages: readonly unknown[]; games: GameItem[] }>();

function gamesOfPages<P extends object>(data: InfiniteData<P> | undefined, gamesOf: (page: P) => GameItem[]) {
  if (data === undefined) return undefined;
  let games = flattened.get(data);
  if (games !== undefined) return games;
  const [first] = data.pages;
  const last = first === undefined ? undefined : lastFlattened.get(first);
  // The query shares the pages already loaded, so a list that only grew starts with the same pages.
  const grew =
    last !== undefined &&
    last.pages.length <= data.pages.length &&
    last.pages.every((page, at) => page === data.pages[at]);
  games = grew ? last.games.concat(data.pages.slice(last.pages.length).flatMap(gamesOf)) : data.pages.flatMap(gamesOf);
  flattened.set(data, games);
  if (first !== undefined) lastFlattened.set(first, { pages: data.pages, games });
  return games;
}

function pagedSource<P extends object>(
  query: UseInfiniteQueryResult<InfiniteData<P>>,
  gamesOf: (page: P) => GameItem[],
  firstFailure: string | null,
  nextFailure: string | null,
  totalOf?: (page: P) => number,
): GameSource {
  const first = query.data?.pages[0];
  return {
    games: gamesOfPages(query.data, gamesOf),
    failure: query.data === undefined ? firstFailure : null,
    retry: () => void query.refetch(),
    paging: {
      hasMore: query.hasNextPage,
      loading: query.isFetchingNextPage,
      failure: nextFailure,
      // A load while one is on its way waits for it instead of starting the page again.
      load: () => void query.fetchNextPage({ cancelRefetch: false }),
      pages: query.data?.pages.length ?? 0,
      total: first === undefined || totalOf === undefined ? undefined : totalOf(first),
    },
  };
}

/** The error of a paged query: of its first page, or of its next page. */
function failures(query: UseInfiniteQueryResult<InfiniteData<unknown>>) {
  return {
    first: query.isError && query.data === undefined ? query.error : null,
    next: query.isFetchNextPageError ? query.error : null,
  };
}

/**
 * The game list in each mode: the paged game list (all), the hot list, or the member's recent games
 * or favourites, each paged by the server's own page size. Only the mode on screen asks the server.
 */
export function useGameSource(state: GameListState): GameSource {
  const scope = useScope();
  const user = useSessionUser();
  const member = user !== null;
  const { gameType, dataType } = state;
  const all = useInfiniteQuery({ ...gameListQuery(scope, gameListFilterOf(state)), enabled: dataType === 'all' });
  const hot = useQuery({ ...hotGamesQuery(scope, gameType), enabled: dataType === 'hot' });
  const recent = useInfiniteQuery({
    ...recentListQuery(user ?? '', scope, gameType),
    enabled: dataType === 'recent' && member,
  });
  const fav = useInfiniteQuery({
    ...favouriteListQuery(user ?? '', scope, gameType),
    enabled: dataType === 'fav' && member,
  });

  const active = dataType === 'all' ? all : dataType === 'recent' ? recent : dataType === 'fav' ? fav : null;
  const errors = active ? failures(active) : { first: hot.isError && !hot.data ? hot.error : null, next: null };
  const firstFailure = useErrorMessage(errors.first)?.message ?? null;
  const nextFailure = useErrorMessage(errors.next)?.message ?? null;

  switch (dataType) {
    case 'all':
      return pagedSource(
        all,
        (page) => page.games,
        firstFailure,
        nextFailure,
        (page) => page.total,
      );
    case 'recent':
      return pagedSource(recent, (page) => page.list, firstFailure, nextFailure);
    case 'fav':
      return pagedSource(fav, (page) => page.content, firstFailure, nextFailure);
    case 'hot':
      return {
        games: hot.data,
        failure: hot.data === undefined ? firstFailure : null,
        retry: () => void hot.refetch(),
      };
  }
}
