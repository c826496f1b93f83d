import type { Verdict } from '@platform/shared/contract';

/**
 * Pesos from what a person typed or pasted ("₱1,000.50", "1 000", "PHP 500"), or null when it is not
 * an amount with at most two decimals.
 */
export function parseAmount(text: string): number | null {
  const plain = text
    .replace(/^\s*(?:₱|php|p)\s*/i, '')
    .replace(/[\s,]/g, '')
    .trim();
  if (!/^\d+(?:\.\d{1,2})?$/.test(plain)) return null;
  const amount = Number(plain);
  return Number.isFinite(amount) ? amount : null;
}

/** The resolver check of an amount field between `min` and `max` pesos (messages in the member namespace). */
export function amountVerdict(text: string, limits: { min: number; max: number } | null): Verdict {
  if (text.trim() === '') return { pass: false, messageKey: 'member:money.amount_required' };
  const amount = parseAmount(text);
  if (amount === null || amount <= 0) return { pass: false, messageKey: 'member:money.amount_invalid' };
  if (limits && (amount < limits.min || amount > limits.max)) {
    return { pass: false, messageKey: 'member:money.amount_out_of_range' };
  }
  return { pass: true };
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
