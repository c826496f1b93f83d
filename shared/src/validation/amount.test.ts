import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalProblem, MAX_MONEY_AMOUNT, MIN_AMOUNT } from '../contract';
import { amountVerdict, parseAmount } from './amount';

const MONEY = { minimum: MIN_AMOUNT, maximum: MAX_MONEY_AMOUNT };

/** What the server's check says of the number a form would send for `text`. */
const serverTakes = (text: string) => decimalProblem(parseAmount(text), MONEY) === null;

describe('the amount typed in a form', () => {
  it('is read only when it is digits with at most two decimals', () => {
    expect(parseAmount('100')).toBe(100);
    expect(parseAmount('0.5')).toBe(0.5);
    expect(parseAmount('1250.75')).toBe(1250.75);
    for (const text of ['0x64', '1e2', '100 ', ' 100', '1,000', '₱100', '-1', '+1', '100.001', '.5', '5.', 'NaN', '']) {
      expect([text, parseAmount(text)]).toEqual([text, null]);
    }
  });

  it('passes the form exactly when the server takes what is sent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[\d.e+x, -]{1,12}$/)), (text) => {
        expect(amountVerdict(text, null).pass).toBe(serverTakes(text));
      }),
    );
  });

  it('passes every amount of centavos from one to the maximum, written as people write it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_MONEY_AMOUNT * 100 }), fc.boolean(), (cents, short) => {
        const text = short && cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
        expect(parseAmount(text)).toBe(cents / 100);
        expect(amountVerdict(text, null)).toEqual({ pass: true });
      }),
    );
  });

  it('takes the boundaries and refuses what is past them, saying why', () => {
    const limits = { min: 100, max: 50_000 };
    expect(amountVerdict('0.01', null).pass).toBe(true);
    expect(amountVerdict(String(MAX_MONEY_AMOUNT), null).pass).toBe(true);
    expect(amountVerdict('0', null)).toMatchObject({ messageKey: 'error.amount_range' });
    expect(amountVerdict('10000000.01', null)).toMatchObject({ messageKey: 'error.amount_range' });
    expect(amountVerdict('100', limits).pass).toBe(true);
    expect(amountVerdict('50000.00', limits).pass).toBe(true);
    expect(amountVerdict('99.99', limits)).toEqual({
      pass: false,
      messageKey: 'error.amount_range',
      values: { min: 100, max: 50_000 },
    });
    expect(amountVerdict('1e2', limits)).toEqual({ pass: false, messageKey: 'error.amount_invalid' });
    expect(amountVerdict('  ', limits)).toEqual({ pass: false, messageKey: 'required' });
    expect(amountVerdict('99.99', limits, { range: 'error.payment_amount_range' }).messageKey).toBe(
      'error.payment_amount_range',
    );
  });
});
