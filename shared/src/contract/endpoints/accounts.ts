import { Type } from '@sinclair/typebox';
import { endpoint } from '../endpoint';
import { PATHS } from '../http';
import {
  AffiliateCheckQuerySchema,
  AffiliateCheckValueSchema,
  CaptchaValueSchema,
  ChangePasswordRequestSchema,
  DialingCountrySchema,
  FirebaseConfigValueSchema,
  ForgotPasswordEmailRequestSchema,
  MailOutboxEntrySchema,
  RegisterCheckQuerySchema,
  RegisterCheckValueSchema,
  RegisterRequestSchema,
  RegisterSmsCodeRequestSchema,
  SetPasswordRequestSchema,
  SmsCodeRequestSchema,
  SmsCodeValueSchema,
  TestCaptchaValueSchema,
  TestPlayRequestSchema,
  TestPlayValueSchema,
  TrialAccountValueSchema,
} from '../schemas/accounts';
import {
  LoginChallengeRequestSchema,
  LoginChallengeValueSchema,
  LoginRequestSchema,
  LoginValueSchema,
  MemberInfoSchema,
  RenewValueSchema,
  WalletSummarySchema,
} from '../schemas/auth';
import { EmptySchema } from '../schemas/common';
import { PublicKeyValueSchema } from '../schemas/encryption';
import { RuleTableSchema } from '../schemas/rules';
import {
  SmsOutboxEntrySchema,
  StartupValueSchema,
  TestSmsExpireBodySchema,
  TestStartupBodySchema,
  TestWhitelabelBodySchema,
  WhitelabelSchema,
} from '../schemas/system';

/** What the page needs before anything else: start-up settings, the encryption key, merchant settings. */
export const SYSTEM_ENDPOINTS = {
  startup: endpoint({ method: 'GET', path: PATHS.startup, access: 'public', response: StartupValueSchema }),
  publicKey: endpoint({ method: 'GET', path: PATHS.publicKey, access: 'public', response: PublicKeyValueSchema }),
  rules: endpoint({ method: 'GET', path: PATHS.rules, access: 'public', response: RuleTableSchema }),
  countries: endpoint({
    method: 'GET',
    path: PATHS.countries,
    access: 'public',
    response: Type.Array(DialingCountrySchema),
  }),
  firebaseConfig: endpoint({
    method: 'GET',
    path: PATHS.firebaseConfig,
    access: 'public',
    response: Type.Union([FirebaseConfigValueSchema, Type.Null()]),
  }),
};

/** Signing in and out, and what a session asks for first. */
export const AUTH_ENDPOINTS = {
  login: endpoint({
    method: 'POST',
    path: PATHS.login,
    access: 'public',
    encrypted: true,
    body: LoginRequestSchema,
    response: LoginValueSchema,
  }),
  challenge: endpoint({
    method: 'POST',
    path: PATHS.loginChallenge,
    access: 'public',
    encrypted: true,
    body: LoginChallengeRequestSchema,
    response: LoginChallengeValueSchema,
  }),
  logout: endpoint({ method: 'DELETE', path: PATHS.logout, access: 'public', response: EmptySchema }),
  renew: endpoint({ method: 'POST', path: PATHS.renew, access: 'member', response: RenewValueSchema }),
  captcha: endpoint({ method: 'GET', path: PATHS.captcha, access: 'public', response: CaptchaValueSchema }),
  smsCode: endpoint({
    method: 'POST',
    path: PATHS.smsCode,
    access: 'public',
    body: SmsCodeRequestSchema,
    response: SmsCodeValueSchema,
  }),
  trialAccount: endpoint({
    method: 'POST',
    path: PATHS.trialAccount,
    access: 'public',
    response: TrialAccountValueSchema,
  }),
  testPlay: endpoint({
    method: 'POST',
    path: PATHS.testPlay,
    access: 'public',
    // The body may be left out: a new trial account is made.
    body: { ...TestPlayRequestSchema, nullable: true },
    response: TestPlayValueSchema,
  }),
  memberInfo: endpoint({ method: 'GET', path: PATHS.memberInfo, access: 'member', response: MemberInfoSchema }),
  wallet: endpoint({ method: 'GET', path: PATHS.wallet, access: 'member', response: WalletSummarySchema }),
};

/** Registration and its look-ups. */
export const REGISTER_ENDPOINTS = {
  register: endpoint({
    method: 'PUT',
    path: PATHS.register,
    access: 'public',
    encrypted: true,
    body: RegisterRequestSchema,
    response: LoginValueSchema,
  }),
  check: endpoint({
    method: 'GET',
    path: PATHS.registerCheck,
    access: 'public',
    query: RegisterCheckQuerySchema,
    response: RegisterCheckValueSchema,
  }),
  affiliate: endpoint({
    method: 'GET',
    path: PATHS.affiliateCheck,
    access: 'public',
    query: AffiliateCheckQuerySchema,
    response: AffiliateCheckValueSchema,
  }),
  smsCode: endpoint({
    method: 'POST',
    path: PATHS.registerSmsCode,
    access: 'public',
    body: RegisterSmsCodeRequestSchema,
    response: SmsCodeValueSchema,
  }),
};

/** Changing, resetting and recovering a password. */
export const PASSWORD_ENDPOINTS = {
  change: endpoint({
    method: 'POST',
    path: PATHS.changePassword,
    access: 'member',
    body: ChangePasswordRequestSchema,
    response: EmptySchema,
  }),
  smsReset: endpoint({
    method: 'POST',
    path: PATHS.setPasswordBySms,
    access: 'public',
    body: SetPasswordRequestSchema,
    response: EmptySchema,
  }),
  forgot: endpoint({
    method: 'POST',
    path: PATHS.forgotPasswordEmail,
    access: 'public',
    form: true,
    body: ForgotPasswordEmailRequestSchema,
    response: EmptySchema,
  }),
};

/** Test mode: arranging the platform and reading what it sent. */
export const SYSTEM_TEST_ENDPOINTS = {
  reset: endpoint({ method: 'POST', path: PATHS.test.reset, access: 'test', response: EmptySchema }),
  whitelabel: endpoint({
    method: 'PUT',
    path: PATHS.test.whitelabel,
    access: 'test',
    body: TestWhitelabelBodySchema,
    response: WhitelabelSchema,
  }),
  startup: endpoint({
    method: 'PUT',
    path: PATHS.test.startup,
    access: 'test',
    body: TestStartupBodySchema,
    response: StartupValueSchema,
  }),
  smsOutbox: endpoint({
    method: 'GET',
    path: PATHS.test.smsOutbox,
    access: 'test',
    response: Type.Array(SmsOutboxEntrySchema),
  }),
  smsExpire: endpoint({
    method: 'PUT',
    path: PATHS.test.smsExpire,
    access: 'test',
    body: TestSmsExpireBodySchema,
    response: EmptySchema,
  }),
  mailOutbox: endpoint({
    method: 'GET',
    path: PATHS.test.mailOutbox,
    access: 'test',
    response: Type.Array(MailOutboxEntrySchema),
  }),
  captcha: endpoint({
    method: 'GET',
    path: PATHS.test.captcha(':id'),
    access: 'test',
    params: Type.Object({ id: Type.String() }),
    response: TestCaptchaValueSchema,
  }),
};
