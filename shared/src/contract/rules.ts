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
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  pattern: string;
  /** i18n key (namespace `common`) of the message shown when the value fails. */
  messageKey: string;
  /** Shown in the message, such as the minimum digits of a mobile number. */
  minLength?: number;
  maxLength?: number;
}

export type RuleTable = Record<RuleName, FieldRule>;

/** A rule that is off: what a field the merchant never configured gets. */
export const DISABLED_RULE: FieldRule = {
  enabled: false,
  required: false,
  pattern: '^.*$',
  messageKey: 'error.unknown',
};
