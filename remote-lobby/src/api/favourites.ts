import { queryClient, sessionKey, type Scope, apiLanguage, FIRST_PAGE, nextPageOf, call } from '@platform/shared';
import {
  MY_GAMES_ENDPOINTS,
  LOBBY_PAGING,
  type FavouriteBody,
  type FavouriteIdsValue,
  type FavouriteListValue,
  type GameType,
} from '@platform/shared/contract';
import { infiniteQueryOptions, mutationOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';

export const fetchFavouriteIds = () => call(MY_GAMES_ENDPOINTS.favouriteIds);
export const fetchFavouriteList = (pageNo: number, language: 'TY' | 'EN', gameType?: GameType) =>
  call(MY_GAMES_ENDPOINTS.favourites, { query: { pageNo, pageSize: LOBBY_PAGING.favourites, gameType, language } });
// The token travels in the Authorization header the API client adds, not in the body.
export const postFavourite = (body: FavouriteBody) => call(MY_GAMES_ENDPOINTS.addFavourite, { body });
export const deleteFavourite = (body: FavouriteBody) => call(MY_GAMES_ENDPOINTS.removeFavourite, { body });

const favouriteIdsKey = (user: string) => sessionKey(user, 'favourite-ids');
/** The root of every favourite list of the member, whatever its type and language. */
const favouriteListsKey = (user: string) => sessionKey(user, 'favourite-list');

/** Every favourite node id of the member: what lights the stars. */
export function favouriteIdsQuery(user: string) {
  return queryOptions({ queryKey: favouriteIdsKey(user), queryFn: fetchFavouriteIds });
}

/** The member's favourite games, 26 a page, of one type or all. */
export function favouriteListQuery(user: string, scope: Scope, gameType?: GameType) {
  return infiniteQueryOptions({
    queryKey: [...favouriteListsKey(user), scope, gameType ?? null] as const,
    queryFn: ({ pageParam }) => fetchFavouriteList(pageParam, apiLanguage(scope), gameType),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageOf,
  });
}

/** What a change of favourites undoes when the server refuses it. */
interface Snapshot {
  ids: FavouriteIdsValue | undefined;
  lists: Array<[readonly unknown[], InfiniteData<FavouriteListValue> | undefined]>;
}

async function snapshot(user: string): Promise<Snapshot> {
  // A list or id answer already on its way would overwrite the optimistic change.
  await queryClient.cancelQueries({ queryKey: favouriteIdsKey(user) });
  await queryClient.cancelQueries({ queryKey: favouriteListsKey(user) });
  return {
    ids: queryClient.getQueryData(favouriteIdsKey(user)),
    lists: queryClient.getQueriesData<InfiniteData<FavouriteListValue>>({ queryKey: favouriteListsKey(user) }),
  };
}

/** Puts a query back as it was; one that had no answer yet goes back to the server, as setting undefined does nothing. */
function restore(key: readonly unknown[], data: unknown): void {
  if (data === undefined) void queryClient.resetQueries({ queryKey: key, exact: true });
  else queryClient.setQueryData(key, data);
}

function rollback(user: string, saved: Snapshot | undefined): void {
  if (!saved) return;
  restore(favouriteIdsKey(user), saved.ids);
  for (const [key, data] of saved.lists) restore(key, data);
}

function setIds(user: string, change: (ids: number[]) => number[]): void {
  queryClient.setQueryData<FavouriteIdsValue>(favouriteIdsKey(user), (old) => ({
    nodeIds: change(old?.nodeIds ?? []),
  }));
}

function settle(user: string, ids: FavouriteIdsValue): void {
  queryClient.setQueryData(favouriteIdsKey(user), ids);
}

/** Adds a favourite: the star lights at once and goes out again if the server refuses. */
export function addFavouriteMutation(user: string) {
  return mutationOptions({
    mutationKey: [...favouriteIdsKey(user), 'add'],
    mutationFn: postFavourite,
    onMutate: async ({ nodeId }: FavouriteBody) => {
      const saved = await snapshot(user);
      setIds(user, (ids) => (ids.includes(nodeId) ? ids : [...ids, nodeId]));
      return saved;
    },
    onError: (_error, _body, saved) => rollback(user, saved),
    onSuccess: (ids) => {
      settle(user, ids);
      // A new favourite's place in the paged lists is the server's to say.
      void queryClient.invalidateQueries({ queryKey: favouriteListsKey(user) });
    },
  });
}

/** Removes a favourite: the star and the favourites list drop it at once, and take it back on refusal. */
export function removeFavouriteMutation(user: string) {
  return mutationOptions({
    mutationKey: [...favouriteIdsKey(user), 'remove'],
    mutationFn: deleteFavourite,
    onMutate: async ({ nodeId }: FavouriteBody) => {
      const saved = await snapshot(user);
      setIds(user, (ids) => ids.filter((id) => id !== nodeId));
      queryClient.setQueriesData<InfiniteData<FavouriteListValue>>({ queryKey: favouriteListsKey(user) }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                content: page.content.filter((game) => game.nodeId !== nodeId),
              })),
            }
          : data,
      );
      return saved;
    },
    onError: (_error, _body, saved) => rollback(user, saved),
    onSuccess: (ids) => settle(user, ids),
  });
}
