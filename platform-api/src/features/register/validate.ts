import {
  errorCodeForMessage,
  type ErrorCode,
  type FieldRule,
  type RuleName,
  type RuleTable,
} from '@platform/shared/contract';
import { ApiFailure } from '../../http/errors';

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

export type OptionalField = (typeof OPTIONAL_FIELDS)[number];

/** The failure a rule's message stands for, naming the field so the client can show it there. */
export function fieldFailure(rule: FieldRule | undefined, field: string, code?: ErrorCode): ApiFailure {
  const fromRule = rule ? errorCodeForMessage(rule.messageKey) : null;
  return new ApiFailure(400, code ?? fromRule ?? 'request.malformed', `${field} is not valid.`, { field });
}

/** The server side of the shared validation engine: same table, same verdicts. */
export function checkAgainstRule(rule: FieldRule | undefined, field: string, raw: string | undefined): void {
  if (!rule || !rule.enabled) return;
  const value = (raw ?? '').trim();
  if (value === '') {
    if (rule.required) throw new ApiFailure(400, 'validation.required', `${field} is required.`, { field });
    return;
  }
  const tooLong = rule.maxLength !== undefined && value.length > rule.maxLength;
  const tooShort = rule.minLength !== undefined && value.length < rule.minLength;
  if (tooLong || tooShort || !new RegExp(rule.pattern, 'u').test(value)) throw fieldFailure(rule, field);
}

/** Checks a field that is required whatever the table says (username, password, mobile in its mode). */
export function checkRequired(table: RuleTable, name: RuleName, field: string, raw: string | undefined): void {
  const rule = table[name];
  checkAgainstRule({ ...rule, enabled: true, required: true }, field, raw);
}
