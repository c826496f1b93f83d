import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { MOBILE_RULES, ruleValue, type FieldRule, type RuleName, type RuleTable } from '../contract';
import { checkRequiredRule, loadMobileReader, loadRules, validateField, type Verdict } from '../validation';
import { verdictMessage } from './messages';

/**
 * How one field is checked: by its rule in the merchant's table (a rule name), or by a function of
 * its value (as text), every value, the table (null when it could not be loaded) and the context.
 */
export type FieldCheck<V extends FieldValues, C> =
  RuleName | ((value: string, values: V, table: RuleTable | null, context: C | undefined) => Verdict);

/** The checks of a form, by field name. */
export type FieldChecks<V extends FieldValues, C = RuleContext> = { [K in keyof V & string]?: FieldCheck<V, C> };

/** What a form tells the resolver as it renders (RHF's `context`). */
export interface RuleContext {
  /**
   * The fields shown now, in form order: only these are checked, and the errors come in this order,
   * so the first one is the field to focus. Without it, every field of the checks, in their order.
   */
  fields?: readonly string[];
}

/** The error a failed verdict becomes: a rule error whose message is the key and its values. */
export function verdictError(verdict: Verdict): FieldError {
  return { type: 'rule', message: verdictMessage(verdict) };
}

/**
 * The one resolver of every form: checks each shown field with the shared validation engine against
 * the merchant's rule table (loaded when missing; without it only the form's own checks can fail,
 * and the server checks again). Messages stay i18n keys; see `useFormFields` for their text.
 */
export function ruleResolver<V extends FieldValues, C extends RuleContext = RuleContext>(
  checks: FieldChecks<V, C>,
): Resolver<V, C> {
  const readsMobile = Object.values(checks).some(isMobileCheck);
  return async (values, context, options) => {
    // A form with a mobile number reads it as the server does before it says anything of it.
    const [table] = await Promise.all([loadRules().catch(() => null), readsMobile ? loadMobileReader() : null]);
    const order = context?.fields ?? Object.keys(checks);
    // A blur or trigger(name) asks for some fields; a submit names every registered one.
    const asked = options.names ? new Set<string>(options.names) : null;
    const errors: Record<string, FieldError> = {};
    for (const field of order) {
      const check = checks[field as keyof V & string];
      if (!check || (asked && !asked.has(field))) continue;
      const value = String(values[field] ?? '');
      const verdict =
        typeof check === 'string' ? validateField(table, check, value) : check(value, values, table, context);
      if (!verdict.pass) errors[field] = verdictError(verdict);
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<V> };
  };
}

// Without a table (or with the rule off), a field the form needs is only required to be filled.
const FILLED: FieldRule = { enabled: true, required: true, pattern: '^.+$', messageKey: 'required' };

const MOBILE_CHECK = Symbol('mobile check');

/** Marks a form's own check as one of a mobile number, so the resolver loads the number reader first. */
export function mobileCheck<F extends (...args: never[]) => Verdict>(check: F): F {
  return Object.assign(check, { [MOBILE_CHECK]: true });
}

function isMobileCheck(check: unknown): boolean {
  if (typeof check === 'string') return MOBILE_RULES.has(check as RuleName);
  return typeof check === 'function' && MOBILE_CHECK in check;
}

/** A field the form always needs, checked by its rule in the table whatever the table says of `required`. */
export function requiredRule(name: RuleName) {
  const check = (value: string, _values: unknown, table: RuleTable | null): Verdict =>
    checkRequiredRule(table?.[name], ruleValue(name, value), FILLED);
  return MOBILE_RULES.has(name) ? mobileCheck(check) : check;
}
