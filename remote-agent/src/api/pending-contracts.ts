import { AGENT_PATHS, apiGet, sessionKey, type PendingContractsValue } from '@platform/shared';
import { queryOptions } from '@tanstack/react-query';

export const fetchPendingContracts = () => apiGet<PendingContractsValue>(AGENT_PATHS.pendingContracts);

/** The contracts waiting for the agent's answer; asked afresh each time the agent home opens. */
export function pendingContractsQuery(user: string) {
  return queryOptions({
    queryKey: sessionKey(user, 'agent', 'pending-contracts'),
    queryFn: fetchPendingContracts,
    staleTime: 0,
  });
}
