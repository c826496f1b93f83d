import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS } from './errors';
import { ruleValue } from './mobile';
import { RULE_NAMES, type FieldRule, type RuleTable } from './rules';
import {
  checkPasswordPair,
  checkRequiredRule,
  checkRule,
  ruleFailureCode,
  validateField,
  validateFields,
} from './validation';

// Rule tables as platform-api serves them: a rule for every name, with patterns drawn from a set of
// real ones and bounds that may or may not be there.
const PATTERNS = [
  '^[A-Za-z0-9_]{4,16}$',
  '^[\\x21-\\x7e]{6,20}$',
  '^0?9\\d{9}$',
  '^\\d{4,10}$',
  '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  '^[\\p{L}\\p{N} ._-]{2,20}$',
  '^.*$',
];

const ruleArb: fc.Arbitrary<FieldRule> = fc
  .record({
    enabled: fc.boolean(),
    required: fc.boolean(),
    pattern: fc.constantFrom(...PATTERNS),
    // Messages of the contract's error codes, one whose code is not a 400, and one no code has.
    messageKey: fc.constantFrom(
      'error.account_format',
      'error.password_format',
      'error.mobile_invalid',
      'error.invitation_code',
      'error.unknown',
      'error.not_a_code',
    ),
    minLength: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
    maxLength: fc.option(fc.integer({ min: 8, max: 30 }), { nil: undefined }),
  })
  .map((rule) => {
    const clean: FieldRule = { ...rule };
    if (clean.minLength === undefined) delete clean.minLength;
    if (clean.maxLength === undefined) delete clean.maxLength;
    return clean;
  });

const tableArb: fc.Arbitrary<RuleTable> = fc
  .tuple(...RULE_NAMES.map(() => ruleArb))
  .map((rules) => Object.fromEntries(RULE_NAMES.map((name, index) => [name, rules[index]])) as RuleTable);

const valueArb = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.stringMatching(/^0?9\d{9}$/),
  fc.stringMatching(/^[A-Za-z0-9_]{1,20}$/),
  fc.constant(''),
  fc.constant('   '),
);

/** What the spec says a rule means, written independently of the engine. */
function oracle(rule: FieldRule, raw: string): boolean {
  if (!rule.enabled) return true;
  const value = raw.trim();
  if (value === '') return !rule.required;
  if (rule.minLength !== undefined && value.length < rule.minLength) return false;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return false;
  return new RegExp(rule.pattern, 'u').test(value);
}

describe('the validation engine against merchant rule tables', () => {
  it('passes exactly the values the table allows, for every field name', () => {
    fc.assert(
      fc.property(tableArb, fc.constantFrom(...RULE_NAMES), valueArb, (table, name, value) => {
        const verdict = validateField(table, name, value);
        // A mobile number is checked in its one spelling (917 123 4567 as 09171234567), which is
        // mobile.ts's to define and test; the rule's meaning is the oracle's.
        expect(verdict.pass).toBe(oracle(table[name], ruleValue(name, value)));
      }),
    );
  });

  it('names the rule message (or "required" for a blank required value) whenever it fails', () => {
    fc.assert(
      fc.property(tableArb, fc.constantFrom(...RULE_NAMES), valueArb, (table, name, value) => {
        const verdict = validateField(table, name, value);
        if (verdict.pass) return;
        const expected = value.trim() === '' ? 'required' : table[name].messageKey;
        expect(verdict.messageKey).toBe(expected);
      }),
    );
  });

  it('gives the bounds to the message when the rule has a minimum (the mobile number message)', () => {
    fc.assert(
      fc.property(ruleArb, valueArb, (rule, value) => {
        const verdict = checkRule({ ...rule, enabled: true, minLength: 10, maxLength: 11 }, value);
        if (!verdict.pass) expect(verdict.values).toEqual({ min: 10, max: 11 });
      }),
    );
  });

  it('passes everything while the table has not loaded', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULE_NAMES), valueArb, (name, value) => {
        expect(validateField(null, name, value).pass).toBe(true);
      }),
    );
  });

  it('checks a field a form always needs as required even where the table makes it optional', () => {
    fc.assert(
      fc.property(ruleArb, valueArb, (rule, value) => {
        const verdict = checkRequiredRule({ ...rule, enabled: false, required: false }, value, rule);
        expect(verdict.pass).toBe(oracle({ ...rule, enabled: true, required: true }, value));
      }),
    );
  });

  it('fails the password when the filled confirmation differs, and only then beyond its rule', () => {
    fc.assert(
      fc.property(ruleArb, valueArb, valueArb, (rule, password, confirmation) => {
        const verdict = checkPasswordPair(rule, password, confirmation, 'mismatch');
        const ruleOk = oracle(rule, password);
        const matches = confirmation === '' || confirmation === password;
        expect(verdict.pass).toBe(ruleOk && matches);
        if (ruleOk && !matches) expect(verdict.messageKey).toBe('mismatch');
      }),
    );
  });

  it('reports the first failing field in form order', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), (passes) => {
        const checks = passes.map((pass, index) => [`f${index}`, () => ({ pass })] as const);
        const { firstFailing, verdicts } = validateFields(checks);
        const expected = passes.indexOf(false);
        expect(firstFailing).toBe(expected < 0 ? null : `f${expected}`);
        expect(Object.keys(verdicts)).toHaveLength(passes.length);
      }),
    );
  });

  it('answers, server side, with a 400 code that shows the same message as the form', () => {
    const messageOf400 = (key: string | undefined) =>
      Object.entries(ERROR_CODES).some(
        ([code, message]) => message === key && ERROR_STATUS[code as keyof typeof ERROR_CODES] === 400,
      );
    fc.assert(
      fc.property(tableArb, fc.constantFrom(...RULE_NAMES), valueArb, (table, name, value) => {
        const verdict = validateField(table, name, value);
        if (verdict.pass) return;
        const code = ruleFailureCode(verdict);
        expect(ERROR_STATUS[code]).toBe(400);
        if (messageOf400(verdict.messageKey)) expect(ERROR_CODES[code]).toBe(verdict.messageKey);
        else expect(code).toBe('request.malformed');
      }),
    );
  });
});
