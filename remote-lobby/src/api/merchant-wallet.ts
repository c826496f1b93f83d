import { sessionKey, gameGet } from '@platform/shared';
import type { MerchantWalletValue } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchMerchantWallet = () => gameGet<MerchantWalletValue>('merchantWallet');

/** How the merchant's games draw on the member's money (one wallet for every vendor). */
export function merchantWalletQuery(user: string) {
  return queryOptions({ queryKey: sessionKey(user, 'merchant-wallet'), queryFn: fetchMerchantWallet });
}
