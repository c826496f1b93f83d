import type { FieldRule, RuleTable } from '@platform/shared/contract';

const off = (pattern: string, messageKey: string, extra: Partial<FieldRule> = {}): FieldRule => ({
  enabled: false,
  required: false,
  pattern,
  messageKey,
  ...extra,
});
const on = (pattern: string, messageKey: string, extra: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  pattern,
  messageKey,
  ...extra,
});

// Lucky Bay: the rules a Philippine operator would ship. Mobile numbers are 10 digits (9XXXXXXXXX)
// or 11 with the trunk zero (09XXXXXXXXX).
const LUCKY_BAY: RuleTable = {
  loginUsername: on('^[A-Za-z0-9_]{4,16}$', 'error.account_format', { minLength: 4, maxLength: 16 }),
  loginPassword: on('^[\\x21-\\x7e]{6,20}$', 'error.password_format', { minLength: 6, maxLength: 20 }),
  loginMobileNum: on('^0?9\\d{9}$', 'error.mobile_invalid', { minLength: 10, maxLength: 11 }),
  verificationCode: on('^\\d{4,10}$', 'error.verification_code', { minLength: 4, maxLength: 10 }),
  username: on('^[A-Za-z0-9_]{4,16}$', 'error.account_format', { minLength: 4, maxLength: 16 }),
  password: on('^[\\x21-\\x7e]{6,20}$', 'error.password_format', { minLength: 6, maxLength: 20 }),
  // Optional in username registration; mobile registration and the SMS flows always require it.
  mobileNum: { ...on('^0?9\\d{9}$', 'error.mobile_invalid', { minLength: 10, maxLength: 11 }), required: false },
  email: { ...on('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'error.email_format', { maxLength: 255 }), required: false },
  paymentPassword: off('^\\d{6}$', 'error.password_format', { minLength: 6, maxLength: 6 }),
  idNumber: off('^[A-Za-z0-9-]{6,20}$', 'error.account_format', { minLength: 6, maxLength: 20 }),
  qqNum: off('^\\d{5,12}$', 'error.account_format'),
  facebook: off('^[A-Za-z0-9.]{5,50}$', 'error.account_format'),
  wechat: off('^[A-Za-z][A-Za-z0-9_-]{5,19}$', 'error.account_format'),
  line: off('^[A-Za-z0-9._-]{4,20}$', 'error.account_format'),
  whatsapp: off('^\\+?\\d{8,15}$', 'error.mobile_invalid'),
  zalo: off('^\\d{9,11}$', 'error.mobile_invalid'),
  nickname: { ...on('^[\\p{L}\\p{N} ._-]{2,20}$', 'error.name_format', { maxLength: 20 }), required: false },
  payeeName: off('^[\\p{L} .-]{2,50}$', 'error.name_format', { maxLength: 50 }),
  recommenderId: off('^[A-Za-z0-9_]{4,16}$', 'error.referrer_link'),
  affiliateCode: { ...on('^[A-Za-z0-9]{4,12}$', 'error.invitation_code', { maxLength: 12 }), required: false },
  captcha: on('^[0-9A-Za-z]{1,6}$', 'error.verification_code', { minLength: 1, maxLength: 6 }),
};

// Golden Reef asks for more at registration: a required e-mail and payee name, and an ID number.
const GOLDEN_REEF: RuleTable = {
  ...LUCKY_BAY,
  loginUsername: on('^[a-z0-9]{5,12}$', 'error.account_format', { minLength: 5, maxLength: 12 }),
  username: on('^[a-z0-9]{5,12}$', 'error.account_format', { minLength: 5, maxLength: 12 }),
  email: on('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'error.email_format', { maxLength: 255 }),
  payeeName: on('^[\\p{L} .-]{2,50}$', 'error.name_format', { maxLength: 50 }),
  idNumber: { ...on('^[A-Za-z0-9-]{6,20}$', 'error.account_format', { minLength: 6, maxLength: 20 }), required: false },
  affiliateCode: off('^[A-Za-z0-9]{4,12}$', 'error.invitation_code', { maxLength: 12 }),
};

export const SEED_RULES: Record<string, RuleTable> = { M001: LUCKY_BAY, M002: GOLDEN_REEF };
