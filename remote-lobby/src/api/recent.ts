import { queryClient, sessionKey, type Scope, apiLanguage, FIRST_PAGE, call } from '@platform/shared';
import {
  MY_GAMES_ENDPOINTS,
  CLIENT_TYPE,
  LOBBY_PAGING,
  type GameType,
  type RecentAddQuery,
} from '@platform/shared/contract';
import { infiniteQueryOptions, mutationOptions } from '@tanstack/react-query';

export const addRecentGame = (query: RecentAddQuery) => call(MY_GAMES_ENDPOINTS.recentAdd, { query });
export const fetchRecentList = (page: number, language: 'TY' | 'EN', gameType?: GameType) =>
  call(MY_GAMES_ENDPOINTS.recent, {
    query: {
      page,
      pageSize: LOBBY_PAGING.recent,
      gameType,
      language,
      clientType: CLIENT_TYPE,
    },
  });

const recentListsKey = (user: string) => sessionKey(user, 'recent-list');

/** The games the member played last, 25 a page (the answer has no page number: count the pages). */
export function recentListQuery(user: string, scope: Scope, gameType?: GameType) {
  return infiniteQueryOptions({
    queryKey: [...recentListsKey(user), scope, gameType ?? null] as const,
    queryFn: ({ pageParam }) => fetchRecentList(pageParam, apiLanguage(scope), gameType),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _pages, lastPage) => (lastPage < last.totalPages ? lastPage + 1 : undefined),
  });
}

/** Records a launched game; the recent lists are asked again afterwards. */
export function addRecentMutation(user: string) {
  return mutationOptions({
    mutationKey: [...recentListsKey(user), 'add'],
    mutationFn: addRecentGame,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recentListsKey(user) }),
  });
}
