/** A balance with its currency symbol and two decimals, grouped as in the Philippines. */
export function formatBalance(amount: number, symbol: string): string {
  return `${symbol}${amount.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
