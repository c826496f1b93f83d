import {
  AGE_MINIMUM,
  mobileCheck,
  requiredRule,
  ruleResolver,
  type RuleContext,
  failed,
  type MessageKey,
} from '@platform/shared';
import {
  checkConfirmation,
  validateField,
  type FieldRule,
  type RuleTable,
  type Whitelabel,
} from '@platform/shared/contract';

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

/** The text fields: `mobile` is the number of mobile registration, `mobileNum` the optional one. */
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

export type RegisterValues = Record<RegisterField, string> & {
  /** Empty until chosen: the merchant's first dialing code. */
  dialingCode: string;
  /** 21 or older and not barred by law: required. */
  age: boolean;
  /** The terms and privacy agreement: ticked at first; unticked, the register button is off. */
  agreement: boolean;
};

export type RegisterMethod = 'username' | 'mobile';

/** What the resolver is told as the form renders: the shown fields (in order), the method and flags. */
export interface RegisterContext extends RuleContext {
  method: RegisterMethod;
  flags: Whitelabel | undefined;
}

export function emptyRegisterValues(affiliateCode: string): RegisterValues {
  return {
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
    affiliateCode,
    captcha: '',
    dialingCode: '',
    age: false,
    agreement: true,
  };
}

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
): Array<RegisterField | 'age'> {
  const mobileMode = method === 'mobile';
  const fields: Array<RegisterField | 'age'> = mobileMode ? ['mobile', 'verificationCode'] : ['username'];
  if (!mobileMode || flags?.MOBILENUMPASSREG3) fields.push('password', 'confirmPassword');
  for (const field of RULE_FIELDS) if (enabled(table?.[field.name])) fields.push(field.name);
  if (!mobileMode && (enabled(table?.mobileNum) || flags?.REGMOBVERF3)) fields.push('mobileNum');
  if (!mobileMode && flags?.REGMOBVERF3) fields.push('verificationCode');
  if (enabled(table?.recommenderId)) fields.push('recommenderId');
  if (enabled(table?.affiliateCode)) fields.push('affiliateCode');
  if (enabled(table?.captcha)) fields.push('captcha');
  fields.push('age');
  return fields;
}

export const CONFIRM_REQUIRED: MessageKey = 'accounts:register.confirm_required';
export const CONFIRM_MISMATCH: MessageKey = 'accounts:register.confirm_mismatch';

const passwordRule = requiredRule('password');
const mobileRule = requiredRule('mobileNum');

/** Each registration field: the shared engine driven by the merchant's table, and the form's own checks. */
export const registerResolver = ruleResolver<RegisterValues, RegisterContext>({
  username: requiredRule('username'),
  mobile: mobileRule,
  password: (value, values, table) => {
    const verdict = passwordRule(value, values, table);
    // The password also fails when the confirmation is filled and differs, as the spec says.
    if (!verdict.pass || values.confirmPassword === '' || values.confirmPassword === value) return verdict;
    return failed(CONFIRM_MISMATCH);
  },
  confirmPassword: (value, values) => checkConfirmation(values.password, value, CONFIRM_REQUIRED, CONFIRM_MISMATCH),
  paymentPassword: 'paymentPassword',
  idNumber: 'idNumber',
  qqNum: 'qqNum',
  facebook: 'facebook',
  wechat: 'wechat',
  line: 'line',
  whatsapp: 'whatsapp',
  zalo: 'zalo',
  email: 'email',
  nickname: 'nickname',
  payeeName: 'payeeName',
  mobileNum: mobileCheck((value: string, values: RegisterValues, table: RuleTable | null, context?: RegisterContext) =>
    context?.flags?.REGMOBVERF3 ? mobileRule(value, values, table) : validateField(table, 'mobileNum', value),
  ),
  verificationCode: requiredRule('verificationCode'),
  recommenderId: 'recommenderId',
  affiliateCode: 'affiliateCode',
  // Not digits only, as the spec had it: the captcha now mixes digits and capitals.
  captcha: (value, _values, table) =>
    value.trim() === '' ? failed('error.captcha_required') : validateField(table, 'captcha', value),
  age: (_value, { age }) => (age ? { pass: true } : failed('accounts:register.age_required', { age: AGE_MINIMUM })),
});
