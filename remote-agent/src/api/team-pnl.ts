import { apiGet, sessionKey } from '@platform/shared';
import { AGENT_PATHS, type AgentPeriodQuery, type TeamPnlValue } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchTeamPnl = (query: AgentPeriodQuery) => apiGet<TeamPnlValue>(AGENT_PATHS.teamPnl, query);

/** The team's profit and loss for a period, by downline level. */
export function teamPnlQuery(user: string, query: AgentPeriodQuery) {
  return queryOptions({ queryKey: sessionKey(user, 'agent', 'team-pnl', query), queryFn: () => fetchTeamPnl(query) });
}
