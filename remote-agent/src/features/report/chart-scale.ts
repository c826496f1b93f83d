// The value axis of a bar chart: round ticks that take in every value and zero.

/** A round step (1, 2, 2.5 or 5 times a power of ten) that splits `span` into about `parts`. */
function niceStep(span: number, parts: number): number {
  const raw = span / parts;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw);
  return step ?? 10 * power;
}

/** Ticks from the lowest to the highest, a round step apart, zero among them. */
export function axisTicks(values: readonly number[], parts = 4): number[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return [0, 1];
  // A peso at least: an axis in centavos says nothing an agent needs.
  const step = Math.max(1, niceStep(high - low, parts));
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let tick = first; tick <= last + step / 2; tick += step) ticks.push(Math.round(tick / step) * step);
  return ticks;
}

const whole = new Map<string, Intl.NumberFormat>();

/**
 * Whole pesos, for an axis or a bar's label: ₱1,204,558, −₱350. No "K" or "M": those are English
 * letters on a Tagalog page, and the digits read the same in both languages.
 */
export function wholePesos(value: number, locale: string): string {
  let format = whole.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    whole.set(locale, format);
  }
  const digits = format.format(Math.abs(value));
  // A loss too small to show in whole pesos is written as no loss at all, not as "−₱0".
  return `${value < 0 && /[1-9]/.test(digits) ? '\u2212' : ''}₱${digits}`;
}
