// Accounts calls: captcha, SMS codes, registration, trial play, password flows, affiliate check,
// dialing codes and Firebase sign-in. Paths are in http.ts (PATHS); error codes in errors.ts.
import type { Static } from '@sinclair/typebox';
import type { LoginValue } from './auth';
import type {
  AffiliateCheckQuerySchema,
  ChangePasswordRequestSchema,
  ForgotPasswordEmailRequestSchema,
  RegisterChannelSchema,
  RegisterCheckQuerySchema,
  RegisterMethodSchema,
  RegisterRequestSchema,
  RegisterSmsCodeRequestSchema,
  SetPasswordRequestSchema,
  SmsCodeRequestSchema,
  TestPlayRequestSchema,
} from './schemas/accounts';
import type { FirebaseChannelSchema } from './schemas/auth';

/** GET PATHS.captcha: a one-use image, valid for `expiresIn` seconds. */
export interface CaptchaValue {
  captchaId: string;
  /** `data:image/png;base64,...` */
  image: string;
  expiresIn: number;
}

/** Answered by every SMS-code request: the code lives `expiredMinutes`, and resending waits as long. */
export interface SmsCodeValue {
  expiredMinutes: number;
}

/** POST PATHS.smsCode (login and set-password): the mobile number as typed. */
export type SmsCodeRequest = Static<typeof SmsCodeRequestSchema>;

/** POST PATHS.registerSmsCode. */
export type RegisterSmsCodeRequest = Static<typeof RegisterSmsCodeRequestSchema>;

export type RegisterMethod = Static<typeof RegisterMethodSchema>;

/** The channel a registration came through (see detectChannel in shared/config). */
export type RegisterChannelValue = Static<typeof RegisterChannelSchema>;

/** The decrypted registration body (PUT PATHS.register, encrypted). Empty optional fields may be left out. */
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

/** A registration signs the new member in. */
export type RegisterValue = LoginValue;

/** GET PATHS.registerCheck: is a username or mobile number free? */
export type RegisterCheckQuery = Static<typeof RegisterCheckQuerySchema>;

export interface RegisterCheckValue {
  available: boolean;
}

/** GET PATHS.affiliateCheck. */
export type AffiliateCheckQuery = Static<typeof AffiliateCheckQuerySchema>;

export interface AffiliateCheckValue {
  success: boolean;
}

/** POST PATHS.trialAccount: reserves a trial (type 4) account; `trialKey` is what plays it. */
export interface TrialAccountValue {
  userName: string;
  /** The account's secret: test play needs it with the name; the browser keeps it in session storage. */
  trialKey: string;
}

/** POST PATHS.testPlay: signs in as a trial account (with its key; a new one when `userName` is left out). */
export type TestPlayRequest = Static<typeof TestPlayRequestSchema>;

export type TestPlayValue = Omit<LoginValue, 'firstTimeLogin'>;

/** POST PATHS.changePassword (token). */
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

/** POST PATHS.setPasswordBySms. Errors: verification.code_error, modify.new.old.same, auth.user_missing_or_disabled. */
export type SetPasswordRequest = Static<typeof SetPasswordRequestSchema>;

/** POST PATHS.forgotPasswordEmail, form-encoded. */
export type ForgotPasswordEmailRequest = Static<typeof ForgotPasswordEmailRequestSchema>;

/** GET PATHS.countries: the dialing codes the merchant accepts, the first one the default. */
export interface DialingCountry {
  /** ISO 3166 alpha-2. */
  country: string;
  /** Digits only, without the plus. */
  dialingCode: string;
}

/** Firebase sign-in channels. */
export type FirebaseChannel = Static<typeof FirebaseChannelSchema>;

/** GET PATHS.firebaseConfig: the web app settings; `null` when the merchant has no Firebase project. */
export interface FirebaseConfigValue {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  /** Set in development and tests: the Firebase Auth emulator, such as `http://127.0.0.1:9099`. */
  emulatorUrl?: string;
}

/** Test mode: GET PATHS.test.captcha(id) tells the answer of a captcha. */
export interface TestCaptchaValue {
  code: string;
}

/** Test mode: GET PATHS.test.mailOutbox lists the password-reset mails sent. */
export interface MailOutboxEntry {
  username: string;
  email: string;
  sentAt: string;
}
