import { describe, expect, it } from 'vitest';
import { formatPesos } from '@platform/shared';
import { amountVerdict, newIdempotencyKey, parseAmount } from './money';

describe('money helpers', () => {
  it('shows every amount with the peso sign and two decimals', () => {
    expect(formatPesos(0, 'en')).toBe('₱0.00');
    expect(formatPesos(1520.75, 'en')).toBe('₱1,520.75');
    expect(formatPesos(50_000, 'en')).toBe('₱50,000.00');
    expect(formatPesos(-12.5, 'en')).toBe('−₱12.50');
  });

  it('takes only what the server takes: digits with at most two decimals', () => {
    expect(parseAmount('1000.50')).toBe(1000.5);
    expect(parseAmount('500')).toBe(500);
    for (const text of ['₱1,000.50', ' 1 000 ', 'PHP 500', '100 ', '1e2', '0x64', '300.', '1.234', 'abc', '-5']) {
      expect([text, parseAmount(text)]).toEqual([text, null]);
    }
  });

  it('checks an amount against its limits', () => {
    const limits = { min: 100, max: 50_000 };
    expect(amountVerdict('', limits).messageKey).toBe('member:money.amount_required');
    expect(amountVerdict('12.345', limits).messageKey).toBe('error.amount_invalid');
    expect(amountVerdict('1e3', limits).messageKey).toBe('error.amount_invalid');
    expect(amountVerdict('99.99', limits).messageKey).toBe('member:money.amount_out_of_range');
    expect(amountVerdict('50000.00', limits).pass).toBe(true);
    expect(amountVerdict('0', null).messageKey).toBe('error.amount_range');
    expect(amountVerdict('50000.01', limits).pass).toBe(false);
  });

  it('makes a new key each time, in the form the server takes', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
