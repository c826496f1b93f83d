import { apiGet, apiPost, sessionKey } from '@platform/shared';
import {
  AGENT_PATHS,
  type OpenAccountBody,
  type OpenAccountLimits,
  type OpenedAccount,
} from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchOpenAccountLimits = () => apiGet<OpenAccountLimits>(AGENT_PATHS.openAccount);

export const openAccount = (body: OpenAccountBody) => apiPost<OpenedAccount>(AGENT_PATHS.openAccount, body);

/** The highest rebate rate a new downline account may get. */
export function openAccountLimitsQuery(user: string) {
  return queryOptions({
    queryKey: sessionKey(user, 'agent', 'open-account-limits'),
    queryFn: fetchOpenAccountLimits,
    staleTime: 5 * 60_000,
  });
}
