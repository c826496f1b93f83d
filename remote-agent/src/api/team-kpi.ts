import { sessionKey, call } from '@platform/shared';
import { AGENT_ENDPOINTS, type TeamKpiQuery } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchTeamKpi = (query: TeamKpiQuery) => call(AGENT_ENDPOINTS.teamKpi, { query });

/** The team's counters and totals for a period (size 0: the footer only, as the agent home asks). */
export function teamKpiQuery(user: string, query: TeamKpiQuery) {
  return queryOptions({
    queryKey: sessionKey(user, 'agent', 'team-kpi', query),
    queryFn: () => fetchTeamKpi(query),
    staleTime: 60_000,
  });
}
