const MANILA = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as messages show it in both languages: "2026-11-24 16:05", Manila time. */
export function manilaDateTime(ms: number): string {
  const part = Object.fromEntries(MANILA.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

const PESOS = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Centavos as "₱1,234.50". */
export const pesoText = (cents: number) => `₱${PESOS.format(cents / 100)}`;
