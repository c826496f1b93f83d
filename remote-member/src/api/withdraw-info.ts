import { apiGet, sessionKey } from '@platform/shared';
import { MONEY_PATHS, type WithdrawInfo } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchWithdrawInfo = () => apiGet<WithdrawInfo>(MONEY_PATHS.withdrawInfo);

export const withdrawInfoKey = (user: string) => sessionKey(user, 'withdraw', 'info');

/**
 * Withdrawable balance, limits, bound accounts and whether the payment password is set; asked again on
 * every visit, since bets and the back office's decisions move the balance meanwhile.
 */
export function withdrawInfoQuery(user: string) {
  return queryOptions({ queryKey: withdrawInfoKey(user), queryFn: fetchWithdrawInfo, staleTime: 0 });
}
