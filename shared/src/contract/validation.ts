// The rule check of the merchant's rule table, written once: the forms run it as the visitor types and
// platform-api runs it again on what arrives, so both give the same verdict for the same value.
import { ERROR_STATUS, errorCodeForMessage, type ErrorCode } from './errors';
import { ruleValue } from './mobile';
import type { FieldRule, RuleName, RuleTable } from './rules';

export interface Verdict {
  pass: boolean;
  /** i18n key of the message when the value fails. */
  messageKey?: string;
  /** Values for the message, such as `{ min: 9 }`. */
  values?: Record<string, number>;
}

const compiled = new Map<string, RegExp>();

function regexpOf(pattern: string): RegExp {
  let regexp = compiled.get(pattern);
  if (!regexp) {
    regexp = new RegExp(pattern, 'u');
    compiled.set(pattern, regexp);
  }
  return regexp;
}

/** Checks a value against one rule. Disabled rules and empty non-required values pass. */
export function checkRule(rule: FieldRule | undefined, raw: string): Verdict {
  if (!rule || !rule.enabled) return { pass: true };
  const value = raw.trim();
  const values =
    rule.minLength !== undefined ? { min: rule.minLength, max: rule.maxLength ?? rule.minLength } : undefined;
  if (value === '') {
    return rule.required ? { pass: false, messageKey: 'required', values } : { pass: true };
  }
  if (rule.maxLength !== undefined && value.length > rule.maxLength) {
    return { pass: false, messageKey: rule.messageKey, values };
  }
  if (rule.minLength !== undefined && value.length < rule.minLength) {
    return { pass: false, messageKey: rule.messageKey, values };
  }
  return regexpOf(rule.pattern).test(value) ? { pass: true } : { pass: false, messageKey: rule.messageKey, values };
}

/**
 * Checks a field by its rule name in the merchant's table. A mobile number is checked in its one
 * spelling (see `ruleValue`), so 917 123 4567 and +63 917 123 4567 pass the rule 09171234567 passes.
 */
export function validateField(table: RuleTable | null, name: RuleName, value: string): Verdict {
  return checkRule(table?.[name], ruleValue(name, value));
}

/** Confirm-password check: required, and equal to the password. */
export function checkConfirmation(
  password: string,
  confirmation: string,
  requiredKey: string,
  mismatchKey: string,
): Verdict {
  if (confirmation === '') return { pass: false, messageKey: requiredKey };
  return password === confirmation ? { pass: true } : { pass: false, messageKey: mismatchKey };
}

/**
 * The password rule of a form with a confirmation: the table's rule, and also a failure (with the
 * confirmation message) when the confirmation is filled and differs, as the registration form does.
 */
export function checkPasswordPair(
  rule: FieldRule | undefined,
  password: string,
  confirmation: string,
  mismatchKey: string,
): Verdict {
  const verdict = checkRule(rule, password);
  if (!verdict.pass) return verdict;
  if (confirmation !== '' && confirmation !== password) return { pass: false, messageKey: mismatchKey };
  return { pass: true };
}

/** The rule switched on and required: for fields a form always needs, whatever the table says. */
export function asRequired(rule: FieldRule): FieldRule {
  return { ...rule, enabled: true, required: true };
}

/** Checks a rule as if it were enabled and required: for fields a form always needs. */
export function checkRequiredRule(rule: FieldRule | undefined, value: string, fallback: FieldRule): Verdict {
  return checkRule(asRequired(rule ?? fallback), value);
}

/**
 * The error code platform-api answers (with 400) for a failed verdict: the code whose message is the
 * verdict's, so the client shows the message its own check would have shown; `request.malformed` when
 * no 400 code has that message.
 */
export function ruleFailureCode(verdict: Verdict): ErrorCode {
  const code = verdict.messageKey === undefined ? null : errorCodeForMessage(verdict.messageKey);
  return code !== null && ERROR_STATUS[code] === 400 ? code : 'request.malformed';
}

/** Checks several fields in order and answers the verdicts and the first failing field. */
export function validateFields<F extends string>(
  checks: ReadonlyArray<readonly [F, () => Verdict]>,
): { verdicts: Partial<Record<F, Verdict>>; firstFailing: F | null } {
  const verdicts: Partial<Record<F, Verdict>> = {};
  let firstFailing: F | null = null;
  for (const [field, check] of checks) {
    const verdict = check();
    verdicts[field] = verdict;
    if (!verdict.pass && firstFailing === null) firstFailing = field;
  }
  return { verdicts, firstFailing };
}
