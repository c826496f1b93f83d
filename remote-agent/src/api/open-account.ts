import { queryClient, sessionKey, call } from '@platform/shared';
import { AGENT_ENDPOINTS, type OpenAccountBody } from '@platform/shared/contract';
import { mutationOptions, queryOptions } from '@tanstack/react-query';

export const fetchOpenAccountLimits = () => call(AGENT_ENDPOINTS.openAccountLimits);

export const openAccount = (body: OpenAccountBody) => call(AGENT_ENDPOINTS.openAccount, { body });

/** The highest rebate rate a new downline account may get. */
export function openAccountLimitsQuery(user: string) {
  return queryOptions({
    queryKey: sessionKey(user, 'agent', 'open-account-limits'),
    queryFn: fetchOpenAccountLimits,
    staleTime: 5 * 60_000,
  });
}

/** Opens a downline account; the team's member lists are asked again. */
export function openAccountMutation(user: string) {
  return mutationOptions({
    mutationFn: openAccount,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionKey(user, 'agent', 'team-members') }),
  });
}
