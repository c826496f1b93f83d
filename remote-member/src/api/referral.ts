import { apiGet, sessionKey } from '@platform/shared';
import { MEMBER_PATHS, type ReferralValue } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchReferral = () => apiGet<ReferralValue>(MEMBER_PATHS.referral);

/** The member's invitation code; it does not change during a session. */
export function referralQuery(user: string) {
  return queryOptions({ queryKey: sessionKey(user, 'referral'), queryFn: fetchReferral, staleTime: Infinity });
}
