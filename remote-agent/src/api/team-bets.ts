import { sessionKey, type Scope, call } from '@platform/shared';
import { AGENT_PAGING, AGENT_ENDPOINTS, type TeamBetsQuery } from '@platform/shared/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';

export const fetchTeamBets = (query: TeamBetsQuery) => call(AGENT_ENDPOINTS.teamBets, { query });

/** The downline's rounds, newest first, page after page; game names follow the language. */
export function teamBetsQuery(user: string, scope: Scope, filter: Omit<TeamBetsQuery, 'pageNo' | 'pageSize'>) {
  return infiniteQueryOptions({
    queryKey: sessionKey(user, 'agent', 'team-bets', scope.language, filter),
    queryFn: ({ pageParam }) => fetchTeamBets({ ...filter, pageNo: pageParam, pageSize: AGENT_PAGING.pageSize }),
    initialPageParam: AGENT_PAGING.firstPage as number,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
}
