import { amountVerdict as sharedAmountVerdict, parseAmount } from '@platform/shared';
import type { Verdict } from '@platform/shared/contract';

/** Pesos from what was typed: digits with at most two decimals, as the API takes them, else null. */
export { parseAmount };

/**
 * The resolver check of an amount field between `min` and `max` pesos: shared's amount rule, with the
 * member area's messages for a missing amount and one outside the page's limits.
 */
export function amountVerdict(text: string, limits: { min: number; max: number } | null): Verdict {
  return sharedAmountVerdict(text, limits, {
    required: 'member:money.amount_required',
    ...(limits ? { range: 'member:money.amount_out_of_range' } : {}),
  });
}

/** A fresh key for one submit: a retried or double-tapped submit sends the same one. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The key of the submit being made: the same values keep their key (a retry after a lost answer, or a
 * second tap), other values get a new one, and a success starts over. Kept in state for a form's life.
 */
export class SubmitKeys {
  private current: { values: string; key: string } | null = null;

  for(values: string): string {
    if (this.current?.values !== values) this.current = { values, key: newIdempotencyKey() };
    return this.current.key;
  }

  clear(): void {
    this.current = null;
  }
}

/** What every payment-password input is: six digits, hidden unless revealed, never filled in. */
export const PAYMENT_PASSWORD_INPUT = {
  type: 'password',
  revealable: true,
  inputMode: 'numeric',
  maxLength: 6,
} as const;
