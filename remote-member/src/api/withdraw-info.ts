import { call, sessionKey } from '@platform/shared';
import { WITHDRAW_ENDPOINTS } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchWithdrawInfo = () => call(WITHDRAW_ENDPOINTS.info);

export const withdrawInfoKey = (user: string) => sessionKey(user, 'withdraw', 'info');

/**
 * Withdrawable balance, limits, bound accounts and whether the payment password is set; asked again on
 * every visit, since bets and the back office's decisions move the balance meanwhile.
 */
export function withdrawInfoQuery(user: string) {
  return queryOptions({ queryKey: withdrawInfoKey(user), queryFn: fetchWithdrawInfo, staleTime: 0 });
}
