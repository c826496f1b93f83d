import {
  asRequired,
  checkRule,
  ruleFailureCode,
  type FieldRule,
  type RuleName,
  type RuleTable,
} from '@platform/shared/contract';
import { ApiFailure } from '../../http/errors';
import { ruleValue } from '../sms/mobile';

/** The registration fields checked only by their rule: shown, required and checked as the table says. */
export const OPTIONAL_FIELDS = [
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
] as const satisfies readonly RuleName[];

/**
 * Runs the shared rule check on a field as it arrived and refuses it with the code of the verdict's
 * message, naming the field so the client can show the message there.
 */
export function checkAgainstRule(rule: FieldRule | undefined, field: string, raw: string | undefined): void {
  const verdict = checkRule(rule, raw ?? '');
  if (verdict.pass) return;
  const code = ruleFailureCode(verdict);
  const problem = code === 'validation.required' ? 'is required' : 'is not valid';
  throw new ApiFailure(400, code, `${field} ${problem}.`, { field });
}

/** Checks a field that is required whatever the table says (username, password, mobile in its mode). */
export function checkRequired(table: RuleTable, name: RuleName, field: string, raw: string | undefined): void {
  checkAgainstRule(asRequired(table[name]), field, ruleValue(name, raw ?? ''));
}
