import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, sessionKey } from '@platform/shared';
import { TRANSFER_PATHS, type RebateClaim, type RebateClaimBody, type RebateDue } from '@platform/shared/contract';

export const rebateKey = (user: string) => sessionKey(user, 'rebate');

/** Today's stakes and the rebate due on them; every bet changes it, so it is asked again on each visit. */
export function rebateDueQuery(user: string) {
  return queryOptions({
    queryKey: [...rebateKey(user), 'due'],
    queryFn: () => apiGet<RebateDue>(TRANSFER_PATHS.rebateDue),
    staleTime: 0,
  });
}

/** The member's claims, newest first. */
export function rebateHistoryQuery(user: string) {
  return queryOptions({
    queryKey: [...rebateKey(user), 'history'],
    queryFn: () => apiGet<RebateClaim[]>(TRANSFER_PATHS.rebateHistory),
  });
}

/** Claims what is due; the same idempotency key answers the same claim. */
export const postRebateClaim = (body: RebateClaimBody) => apiPost<RebateClaim>(TRANSFER_PATHS.rebateClaims, body);
