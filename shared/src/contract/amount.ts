// Amounts of money (and rates) on the wire: a plain JSON number, finite, with at most two decimals,
// inside the rule's range. platform-api checks every amount with `decimalProblem`; forms read what was
// typed with `parseDecimalText`, which takes only what the same check would take once sent.

/** The smallest amount a request may carry: one centavo. */
export const MIN_AMOUNT = 0.01;

/** The largest deposit, withdrawal, transfer or limit, in pesos. */
export const MAX_MONEY_AMOUNT = 10_000_000;

/** What a decimal field takes: its range, and whether `null` (for "none") is taken too. */
export interface DecimalRule {
  minimum: number;
  maximum: number;
  /** `null` is taken as "no value" (removing a deposit limit); nothing else stands for it. */
  nullable?: boolean;
  /** A query string: the value arrives as text and must be a plain number string. */
  fromText?: boolean;
}

/** Why a value is refused: not a number, more than two decimals, or outside the range. */
export type DecimalProblem = 'amount.invalid' | 'amount.decimals' | 'amount.range';

/** Digits, then at most two decimals: no sign, exponent, hex, grouping or spaces. */
const PLAIN_DECIMAL = /^\d{1,12}(?:\.\d{1,2})?$/;

const hasAtMostTwoDecimals = (value: number) => Number(value.toFixed(2)) === value;

/** Why `value` (as parsed from JSON) is not a decimal `rule` takes, or null when it is. */
export function decimalProblem(value: unknown, rule: DecimalRule): DecimalProblem | null {
  if (value === null && rule.nullable) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'amount.invalid';
  if (!hasAtMostTwoDecimals(value)) return 'amount.decimals';
  if (value < rule.minimum || value > rule.maximum) return 'amount.range';
  return null;
}

/** The number a plain decimal string stands for ("100", "0.5", "1250.75"), or null for anything else. */
export function parseDecimalText(text: string): number | null {
  return PLAIN_DECIMAL.test(text) ? Number(text) : null;
}
