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
import type {
  AffiliateCheckValueSchema,
  CaptchaValueSchema,
  DialingCountrySchema,
  FirebaseConfigValueSchema,
  MailOutboxEntrySchema,
  RegisterCheckValueSchema,
  SmsCodeValueSchema,
  TestCaptchaValueSchema,
  TrialAccountValueSchema,
} from './schemas/accounts';

/** GET PATHS.captcha: a one-use image, valid for `expiresIn` seconds. */
export type CaptchaValue = Static<typeof CaptchaValueSchema>;

/** Answered by every SMS-code request: the code lives `expiredMinutes`, and resending waits as long. */
export type SmsCodeValue = Static<typeof SmsCodeValueSchema>;

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

export type RegisterCheckValue = Static<typeof RegisterCheckValueSchema>;

/** GET PATHS.affiliateCheck. */
export type AffiliateCheckQuery = Static<typeof AffiliateCheckQuerySchema>;

export type AffiliateCheckValue = Static<typeof AffiliateCheckValueSchema>;

/** POST PATHS.trialAccount: reserves a trial (type 4) account; `trialKey` is what plays it. */
export type TrialAccountValue = Static<typeof TrialAccountValueSchema>;

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
export type DialingCountry = Static<typeof DialingCountrySchema>;

/** Firebase sign-in channels. */
export type FirebaseChannel = Static<typeof FirebaseChannelSchema>;

/** GET PATHS.firebaseConfig: the web app settings; `null` when the merchant has no Firebase project. */
export type FirebaseConfigValue = Static<typeof FirebaseConfigValueSchema>;

/** Test mode: GET PATHS.test.captcha(id) tells the answer of a captcha. */
export type TestCaptchaValue = Static<typeof TestCaptchaValueSchema>;

/** Test mode: GET PATHS.test.mailOutbox lists the password-reset mails sent. */
export type MailOutboxEntry = Static<typeof MailOutboxEntrySchema>;
