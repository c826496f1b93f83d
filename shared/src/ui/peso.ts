const PESOS = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Pesos as every screen shows money: the sign, ₱ and two decimals ("−₱1,234.50"). */
export function formatPeso(amount: number): string {
  return `${amount < 0 ? '−' : ''}₱${PESOS.format(Math.abs(amount))}`;
}
