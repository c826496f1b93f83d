// The one check of an amount typed into a form. It takes exactly what platform-api's schema takes once
// sent (`decimalProblem`): digits with at most two decimals, nothing else, so a refused amount is
// explained beside the field instead of coming back from the server.
import { decimalProblem, MAX_MONEY_AMOUNT, MIN_AMOUNT, parseDecimalText, type Verdict } from '../contract';
import type { MessageKey } from '../i18n/namespaces';

/** The pesos typed ("100", "1250.75"), or null for anything that is not a plain amount. */
export function parseAmount(text: string): number | null {
  return parseDecimalText(text);
}

export interface AmountLimits {
  min: number;
  max: number;
}

/** Message keys of the three ways an amount fails; the defaults are in the common namespace. */
export interface AmountMessages {
  required: MessageKey;
  invalid: MessageKey;
  /** Gets `min` and `max` as values. */
  range: MessageKey;
}

const COMMON_MESSAGES: AmountMessages = {
  required: 'required',
  invalid: 'error.amount_invalid',
  range: 'error.amount_range',
};

/**
 * The verdict on an amount field: required, a plain amount with at most two decimals, and inside
 * `limits` (any amount the API takes when there are none yet).
 */
export function amountVerdict(
  text: string,
  limits: AmountLimits | null,
  messages: Partial<AmountMessages> = {},
): Verdict {
  const keys = { ...COMMON_MESSAGES, ...messages };
  if (text.trim() === '') return { pass: false, messageKey: keys.required };
  const { min, max } = limits ?? { min: MIN_AMOUNT, max: MAX_MONEY_AMOUNT };
  const problem = decimalProblem(parseAmount(text), { minimum: Math.max(min, MIN_AMOUNT), maximum: max });
  if (problem === null) return { pass: true };
  if (problem === 'amount.range') return { pass: false, messageKey: keys.range, values: { min, max } };
  return { pass: false, messageKey: keys.invalid };
}
