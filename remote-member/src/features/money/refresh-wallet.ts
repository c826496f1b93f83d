import { refreshWallet } from '@platform/shared';

/** The header's balance follows a credit; a failed refresh keeps the old balance until the next one. */
export function refreshWalletQuietly(user: string): Promise<void> {
  return refreshWallet(user).catch((error: unknown) => console.warn('The balance could not be refreshed', error));
}
