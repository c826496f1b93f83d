import type { Static } from '@sinclair/typebox';
import type { FieldRuleSchema, RuleTableSchema } from './schemas/rules';

/** Field names the shared verification knows. Registration fields share the table. */
export const RULE_NAMES = [
  'loginUsername',
  'loginPassword',
  'loginMobileNum',
  'verificationCode',
  'username',
  'password',
  'mobileNum',
  'email',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];

/** One rule of the per-merchant table: `pattern` is a JavaScript regular expression source. */
export type FieldRule = Static<typeof FieldRuleSchema>;

export type RuleTable = Static<typeof RuleTableSchema>;

/** A rule that is off: what a field the merchant never configured gets. */
export const DISABLED_RULE: FieldRule = {
  enabled: false,
  required: false,
  pattern: '^.*$',
  messageKey: 'error.unknown',
};
