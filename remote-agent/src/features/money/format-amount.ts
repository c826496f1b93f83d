/** Pesos as shown everywhere in the area: the peso sign, Philippine grouping, two decimals. */
export function formatAmount(pesos: number, symbol = '₱'): string {
  const sign = pesos < 0 ? '-' : '';
  const digits = Math.abs(pesos).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${sign}${symbol}${digits}`;
}
