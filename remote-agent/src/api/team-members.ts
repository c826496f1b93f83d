import { sessionKey, call } from '@platform/shared';
import { AGENT_PAGING, AGENT_ENDPOINTS, type TeamMembersQuery } from '@platform/shared/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';

export const fetchTeamMembers = (query: TeamMembersQuery) => call(AGENT_ENDPOINTS.teamMembers, { query });

/** One level of the downline (or a search of all of it), page after page. */
export function teamMembersQuery(user: string, filter: Pick<TeamMembersQuery, 'parentId' | 'account'>) {
  return infiniteQueryOptions({
    queryKey: sessionKey(user, 'agent', 'team-members', filter),
    queryFn: ({ pageParam }) => fetchTeamMembers({ ...filter, pageNo: pageParam, pageSize: AGENT_PAGING.pageSize }),
    initialPageParam: AGENT_PAGING.firstPage as number,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
}
