import { Type } from '@sinclair/typebox';
import { closedObject, DialingCodeSchema, oneOf, text } from './common';
import { LoginValueSchema } from './auth';

const mobileNumber = text(20);
const password = text(128);

/** POST PATHS.smsCode (login and set-password): the mobile number as typed. */
export const SmsCodeRequestSchema = closedObject({
  mobileNum: mobileNumber,
  countryDialingCode: Type.Optional(DialingCodeSchema),
  /** Which flow the code is for; a code sent for one flow does not work for another. */
  purpose: oneOf(['login', 'reset']),
});

/** POST PATHS.registerSmsCode. */
export const RegisterSmsCodeRequestSchema = closedObject({
  mobileNo: mobileNumber,
  countryDialingCode: DialingCodeSchema,
});

export const RegisterMethodSchema = oneOf(['username', 'mobile']);

/** The channel a registration came through (see detectChannel in shared/config). */
export const RegisterChannelSchema = oneOf(['APP', 'H5', 'PWA', 'WEBCLIP']);

/**
 * The decrypted registration body (PUT PATHS.register, encrypted). Empty optional fields may be left
 * out; each field is checked against the merchant's rule table afterwards.
 */
export const RegisterRequestSchema = closedObject({
  registerMethod: RegisterMethodSchema,
  registerUrl: Type.Optional(text(300)),
  domain: Type.Optional(text(255)),
  /** Always REGISTER_TYPE (0). */
  type: Type.Literal(0),
  channel: RegisterChannelSchema,
  countryDialingCode: Type.Optional(DialingCodeSchema),
  username: Type.Optional(text(64)),
  password: Type.Optional(password),
  confirmPassword: Type.Optional(password),
  affiliateCode: Type.Optional(text(32)),
  paymentPassword: Type.Optional(text(64)),
  recommenderId: Type.Optional(text(64)),
  nickname: Type.Optional(text(64)),
  payeeName: Type.Optional(text(100)),
  email: Type.Optional(text(255)),
  mobileNum: Type.Optional(mobileNumber),
  idNumber: Type.Optional(text(64)),
  qqNum: Type.Optional(text(64)),
  facebook: Type.Optional(text(100)),
  wechat: Type.Optional(text(64)),
  line: Type.Optional(text(64)),
  whatsapp: Type.Optional(text(32)),
  zalo: Type.Optional(text(32)),
  captcha: Type.Optional(text(16)),
  captchaId: Type.Optional(text(64)),
  verificationCode: Type.Optional(text(10)),
  /** The visitor confirmed being 21 or older and accepted the terms and privacy policy. */
  ageConfirmed: Type.Boolean(),
  firebaseChannel: Type.Optional(Type.Literal('sms')),
  firebaseIdToken: Type.Optional(text(4096)),
});

/** GET PATHS.registerCheck: is a username or mobile number free? */
export const RegisterCheckQuerySchema = closedObject({
  field: oneOf(['username', 'mobileNum']),
  value: text(64),
});

/** GET PATHS.affiliateCheck. */
export const AffiliateCheckQuerySchema = closedObject({
  code: text(32),
  domain: Type.Optional(text(255)),
});

/** POST PATHS.testPlay: signs in as a trial account (with its key; a new one when `userName` is left out). */
export const TestPlayRequestSchema = closedObject({
  userName: Type.Optional(Type.String({ pattern: '^trial\\d{6}$' })),
  trialKey: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' })),
});

/** POST PATHS.changePassword (token). */
export const ChangePasswordRequestSchema = closedObject({
  oldPassword: password,
  newPassword: password,
  confirmNewPassword: password,
});

/** POST PATHS.setPasswordBySms. Errors: verification.code_error, modify.new.old.same, auth.user_missing_or_disabled. */
export const SetPasswordRequestSchema = closedObject({
  newPassword: password,
  mobileNum: mobileNumber,
  verificationCode: text(10),
});

/** POST PATHS.forgotPasswordEmail, form-encoded. */
export const ForgotPasswordEmailRequestSchema = closedObject({
  username: text(64),
  email: text(255),
});

/** GET PATHS.captcha: a one-use image, valid for `expiresIn` seconds. */
export const CaptchaValueSchema = Type.Object({
  captchaId: Type.String(),
  /** `data:image/png;base64,...` */
  image: Type.String(),
  expiresIn: Type.Number(),
});

/** Answered by every SMS-code request: the code lives `expiredMinutes`, and resending waits as long. */
export const SmsCodeValueSchema = Type.Object({
  expiredMinutes: Type.Number(),
});

export const RegisterCheckValueSchema = Type.Object({
  available: Type.Boolean(),
});

export const AffiliateCheckValueSchema = Type.Object({
  success: Type.Boolean(),
});

/** POST PATHS.trialAccount: reserves a trial (type 4) account; `trialKey` is what plays it. */
export const TrialAccountValueSchema = Type.Object({
  userName: Type.String(),
  /** The account's secret: test play needs it with the name; the browser keeps it in session storage. */
  trialKey: Type.String(),
});

/** GET PATHS.countries: the dialing codes the merchant accepts, the first one the default. */
export const DialingCountrySchema = Type.Object({
  /** ISO 3166 alpha-2. */
  country: Type.String(),
  /** Digits only, without the plus. */
  dialingCode: Type.String(),
});

/** GET PATHS.firebaseConfig: the web app settings; `null` when the merchant has no Firebase project. */
export const FirebaseConfigValueSchema = Type.Object({
  apiKey: Type.String(),
  authDomain: Type.String(),
  projectId: Type.String(),
  appId: Type.String(),
  /** Set in development and tests: the Firebase Auth emulator, such as `http://127.0.0.1:9099`. */
  emulatorUrl: Type.Optional(Type.String()),
});

/** Test mode: GET PATHS.test.captcha(id) tells the answer of a captcha. */
export const TestCaptchaValueSchema = Type.Object({
  code: Type.String(),
});

/** Test mode: GET PATHS.test.mailOutbox lists the password-reset mails sent. */
export const MailOutboxEntrySchema = Type.Object({
  username: Type.String(),
  email: Type.String(),
  sentAt: Type.String(),
});

export const TestPlayValueSchema = Type.Omit(LoginValueSchema, ['firstTimeLogin']);
