import type { WalletSummary } from '@platform/shared';

/** The total balance as shown: currency symbol, Philippine digit grouping, two decimals. */
export function formatBalance({ sumBalance, currencySymbol }: WalletSummary): string {
  return `${currencySymbol}${sumBalance.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
