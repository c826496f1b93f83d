import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldRule } from './rules';
import { checkConfirmation, checkRule } from './validation';

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  pattern: '^[A-Za-z0-9_]{4,16}$',
  messageKey: 'error.account_format',
  ...overrides,
});

describe('validation engine', () => {
  it('passes anything when the rule is disabled or missing', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(checkRule(rule({ enabled: false }), value).pass).toBe(true);
        expect(checkRule(undefined, value).pass).toBe(true);
      }),
    );
  });

  it('passes empty values of optional fields and rejects them for required ones', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (blank) => {
        expect(checkRule(rule({ required: false }), blank).pass).toBe(true);
        expect(checkRule(rule(), blank)).toEqual({ pass: false, messageKey: 'required', values: undefined });
      }),
    );
  });

  it('agrees with the pattern for every non-empty value', () => {
    const pattern = /^[A-Za-z0-9_]{4,16}$/u;
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (value) => {
        fc.pre(value.trim() !== '');
        const verdict = checkRule(rule(), value);
        expect(verdict.pass).toBe(pattern.test(value.trim()));
        if (!verdict.pass) expect(verdict.messageKey).toBe('error.account_format');
      }),
    );
  });

  it('enforces length bounds and reports them for the message', () => {
    const mobile = rule({ pattern: '^\\d+$', minLength: 10, maxLength: 11, messageKey: 'error.mobile_invalid' });
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), (digits) => {
        const verdict = checkRule(mobile, digits);
        expect(verdict.pass).toBe(digits.length >= 10 && digits.length <= 11);
        if (!verdict.pass) expect(verdict.values).toEqual({ min: 10, max: 11 });
      }),
    );
  });

  it('requires the confirmation and that it equals the password', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (password, other) => {
        expect(checkConfirmation(password, password, 'req', 'diff').pass).toBe(true);
        expect(checkConfirmation(password, '', 'req', 'diff').messageKey).toBe('req');
        if (other !== password) expect(checkConfirmation(password, other, 'req', 'diff').messageKey).toBe('diff');
      }),
    );
  });
});
