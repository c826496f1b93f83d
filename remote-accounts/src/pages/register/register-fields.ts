import {
  checkConfirmation,
  checkPasswordPair,
  checkRequiredRule,
  validateField,
  type FieldRule,
  type RuleTable,
  type Verdict,
  type Whitelabel,
} from '@platform/shared';

/** Fields shown, required and checked only as the merchant's rules say, in form order. */
export const RULE_FIELDS = [
  { name: 'paymentPassword', label: 'register.payment_password', type: 'password', inputMode: 'numeric' },
  { name: 'idNumber', label: 'register.id_number', autoComplete: 'off' },
  { name: 'qqNum', label: 'register.qq', inputMode: 'numeric' },
  { name: 'facebook', label: 'register.facebook' },
  { name: 'wechat', label: 'register.wechat' },
  { name: 'line', label: 'register.line' },
  { name: 'whatsapp', label: 'register.whatsapp', type: 'tel', inputMode: 'tel' },
  { name: 'zalo', label: 'register.zalo', inputMode: 'numeric' },
  { name: 'email', label: 'register.email', type: 'email', inputMode: 'email', autoComplete: 'email' },
  { name: 'nickname', label: 'register.nickname', autoComplete: 'nickname' },
  { name: 'payeeName', label: 'register.payee_name', autoComplete: 'name' },
] as const;

export type RuleFieldName = (typeof RULE_FIELDS)[number]['name'];

export type RegisterField =
  | 'username'
  | 'mobile'
  | 'password'
  | 'confirmPassword'
  | RuleFieldName
  | 'mobileNum'
  | 'verificationCode'
  | 'recommenderId'
  | 'affiliateCode'
  | 'captcha';

export type RegisterMethod = 'username' | 'mobile';

export const EMPTY_VALUES: Record<RegisterField, string> = {
  username: '',
  mobile: '',
  password: '',
  confirmPassword: '',
  paymentPassword: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  email: '',
  nickname: '',
  payeeName: '',
  mobileNum: '',
  verificationCode: '',
  recommenderId: '',
  affiliateCode: '',
  captcha: '',
};

/** The methods the flags allow and the default: mobile only when username registration is off. */
export function registerMethods(flags: Whitelabel | undefined) {
  const mobile = Boolean(flags?.MOBILENUMREG3);
  const username = Boolean(flags?.USERNAMEREG3) || !mobile;
  const methods: RegisterMethod[] = [
    ...(username ? ['username' as const] : []),
    ...(mobile ? ['mobile' as const] : []),
  ];
  return { methods, defaultMethod: (mobile && !username ? 'mobile' : 'username') as RegisterMethod };
}

const enabled = (rule: FieldRule | undefined) => Boolean(rule?.enabled);

/** The fields of the form, in order, for a method, the flags and the rule table. */
export function activeRegisterFields(
  method: RegisterMethod,
  flags: Whitelabel | undefined,
  table: RuleTable | null,
): RegisterField[] {
  const mobileMode = method === 'mobile';
  const fields: RegisterField[] = mobileMode ? ['mobile', 'verificationCode'] : ['username'];
  if (!mobileMode || flags?.MOBILENUMPASSREG3) fields.push('password', 'confirmPassword');
  for (const field of RULE_FIELDS) if (enabled(table?.[field.name])) fields.push(field.name);
  if (!mobileMode && (enabled(table?.mobileNum) || flags?.REGMOBVERF3)) fields.push('mobileNum');
  if (!mobileMode && flags?.REGMOBVERF3) fields.push('verificationCode');
  if (enabled(table?.recommenderId)) fields.push('recommenderId');
  if (enabled(table?.affiliateCode)) fields.push('affiliateCode');
  if (enabled(table?.captcha)) fields.push('captcha');
  return fields;
}

const FALLBACK: FieldRule = { enabled: true, required: true, pattern: '^.+$', messageKey: 'required' };

export const CONFIRM_REQUIRED = 'accounts:register.confirm_required';
export const CONFIRM_MISMATCH = 'accounts:register.confirm_mismatch';

/** Checks one registration field: the shared engine, driven by the merchant's table. */
export function checkRegisterField(
  field: RegisterField,
  values: Record<RegisterField, string>,
  context: { table: RuleTable | null; method: RegisterMethod; flags: Whitelabel | undefined },
): Verdict {
  const { table, method, flags } = context;
  const value = values[field];
  switch (field) {
    case 'username':
      return checkRequiredRule(table?.username, value, FALLBACK);
    case 'password':
      return checkPasswordPair(
        { ...(table?.password ?? FALLBACK), enabled: true, required: true },
        value,
        values.confirmPassword,
        CONFIRM_MISMATCH,
      );
    case 'confirmPassword':
      return checkConfirmation(values.password, value, CONFIRM_REQUIRED, CONFIRM_MISMATCH);
    case 'mobile':
      return checkRequiredRule(table?.mobileNum, value, FALLBACK);
    case 'mobileNum':
      return flags?.REGMOBVERF3
        ? checkRequiredRule(table?.mobileNum, value, FALLBACK)
        : validateField(table, 'mobileNum', value);
    case 'verificationCode':
      return checkRequiredRule(table?.verificationCode, value, FALLBACK);
    case 'captcha':
      if (value.trim() === '') return { pass: false, messageKey: 'error.captcha_required' };
      if (method === 'username' && !/^\d+$/.test(value.trim()))
        return { pass: false, messageKey: 'error.verification_code' };
      return validateField(table, 'captcha', value);
    default:
      return validateField(table, field, value);
  }
}
