import { sessionKey, call } from '@platform/shared';
import { AGENT_ENDPOINTS, type AgentPeriodQuery } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchTeamPnl = (query: AgentPeriodQuery) => call(AGENT_ENDPOINTS.teamPnl, { query });

/** The team's profit and loss for a period, by downline level. */
export function teamPnlQuery(user: string, query: AgentPeriodQuery) {
  return queryOptions({ queryKey: sessionKey(user, 'agent', 'team-pnl', query), queryFn: () => fetchTeamPnl(query) });
}
