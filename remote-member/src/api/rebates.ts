import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { call, queryClient, sessionKey, walletQuery } from '@platform/shared';
import { TRANSFER_ENDPOINTS, type RebateClaimBody } from '@platform/shared/contract';

export const rebateKey = (user: string) => sessionKey(user, 'rebate');

/** Today's stakes and the rebate due on them; every bet changes it, so it is asked again on each visit. */
export function rebateDueQuery(user: string) {
  return queryOptions({
    queryKey: [...rebateKey(user), 'due'],
    queryFn: () => call(TRANSFER_ENDPOINTS.rebateDue),
    staleTime: 0,
  });
}

/** The member's claims, newest first. */
export function rebateHistoryQuery(user: string) {
  return queryOptions({
    queryKey: [...rebateKey(user), 'history'],
    queryFn: () => call(TRANSFER_ENDPOINTS.rebateHistory),
  });
}

/** Claims what is due; the same idempotency key answers the same claim. */
export const postRebateClaim = (body: RebateClaimBody) => call(TRANSFER_ENDPOINTS.rebateClaim, { body });

/** Claims the rebate due; what is due, the history and the header's wallet are asked again. */
export function rebateClaimMutation(user: string) {
  return mutationOptions({
    mutationFn: postRebateClaim,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rebateKey(user) }),
        queryClient.invalidateQueries({ queryKey: walletQuery(user).queryKey }),
      ]),
  });
}
