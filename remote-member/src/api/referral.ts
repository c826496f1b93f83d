import { call, sessionKey } from '@platform/shared';
import { MEMBER_CENTRE_ENDPOINTS } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchReferral = () => call(MEMBER_CENTRE_ENDPOINTS.referral);

/** The member's invitation code; it does not change during a session. */
export function referralQuery(user: string) {
  return queryOptions({ queryKey: sessionKey(user, 'referral'), queryFn: fetchReferral, staleTime: Infinity });
}
