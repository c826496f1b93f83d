import { queryOptions } from '@tanstack/react-query';
import { AGENT_ENDPOINTS } from '../contract';
import { sessionKey } from '../query/keys';
import { call } from './client';

export const fetchPendingContracts = () => call(AGENT_ENDPOINTS.pendingContracts);

/** The contracts waiting for the member's answer; asked afresh at each login and agent home visit. */
export function pendingContractsQuery(user: string) {
  return queryOptions({
    queryKey: sessionKey(user, 'agent', 'pending-contracts'),
    queryFn: fetchPendingContracts,
    staleTime: 0,
  });
}
