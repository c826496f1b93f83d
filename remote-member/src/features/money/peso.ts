/** Pesos as the site shows money: ₱ and two decimals ("₱1,250.00"). */
export function formatPeso(amount: number): string {
  return `₱${amount.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
