import { call, queryClient, sessionKey, type Scope } from '@platform/shared';
import { PROMOTION_ENDPOINTS } from '@platform/shared/contract';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { refreshWalletQuietly } from '../features/money/refresh-wallet';

export const fetchRewards = () => call(PROMOTION_ENDPOINTS.rewards);
export const postRewardClaim = (id: number) => call(PROMOTION_ENDPOINTS.rewardClaim, { params: { id } });

export function rewardsQuery(user: string, scope: Scope) {
  return queryOptions({
    queryKey: sessionKey(user, 'rewards', scope.language),
    queryFn: fetchRewards,
    staleTime: 30_000,
  });
}

/** Claims a reward; the list and the header's balance follow. */
export function rewardClaimMutation(user: string, scope: Scope) {
  return mutationOptions({
    mutationFn: postRewardClaim,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardsQuery(user, scope).queryKey }),
        // A claimed activity bonus changes that activity's status too.
        queryClient.invalidateQueries({ queryKey: sessionKey(user, 'activities') }),
        refreshWalletQuietly(user),
      ]),
  });
}
