import { sessionKey, call } from '@platform/shared';
import { MY_GAMES_ENDPOINTS } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchMerchantWallet = () => call(MY_GAMES_ENDPOINTS.merchantWallet);

/** How the merchant's games draw on the member's money (one wallet for every vendor). */
export function merchantWalletQuery(user: string) {
  return queryOptions({ queryKey: sessionKey(user, 'merchant-wallet'), queryFn: fetchMerchantWallet });
}
