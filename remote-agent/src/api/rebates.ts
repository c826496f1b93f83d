import { sessionKey, call } from '@platform/shared';
import { AGENT_ENDPOINTS, type RebateQuery } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchRebates = (query: RebateQuery) => call(AGENT_ENDPOINTS.rebates, { query });

/** The agent's own rebates or its team's, with the rates by game type. */
export function rebatesQuery(user: string, query: RebateQuery) {
  return queryOptions({ queryKey: sessionKey(user, 'agent', 'rebates', query), queryFn: () => fetchRebates(query) });
}
