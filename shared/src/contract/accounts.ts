// Accounts calls: captcha, SMS codes, registration, trial play, password flows, affiliate check,
// dialing codes and Firebase sign-in. Paths are in http.ts (PATHS); error codes in errors.ts.
import type { LoginValue } from './auth';

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
export interface SmsCodeRequest {
  mobileNum: string;
  countryDialingCode?: string;
  /** Which flow the code is for; a code sent for one flow does not work for another. */
  purpose: 'login' | 'reset';
}

/** POST PATHS.registerSmsCode. */
export interface RegisterSmsCodeRequest {
  mobileNo: string;
  countryDialingCode: string;
}

export type RegisterMethod = 'username' | 'mobile';

/** The channel a registration came through (see detectChannel in shared/config). */
export type RegisterChannelValue = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

/** The decrypted registration body (PUT PATHS.register, encrypted). Empty optional fields may be left out. */
export interface RegisterRequest {
  registerMethod: RegisterMethod;
  registerUrl: string;
  domain: string;
  /** Always REGISTER_TYPE (0). */
  type: 0;
  channel: RegisterChannelValue;
  countryDialingCode?: string;
  username?: string;
  password?: string;
  confirmPassword?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  recommenderId?: string;
  nickname?: string;
  payeeName?: string;
  email?: string;
  mobileNum?: string;
  idNumber?: string;
  qqNum?: string;
  facebook?: string;
  wechat?: string;
  line?: string;
  whatsapp?: string;
  zalo?: string;
  captcha?: string;
  captchaId?: string;
  verificationCode?: string;
  /** The visitor confirmed being 21 or older and accepted the terms and privacy policy. */
  ageConfirmed: boolean;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}

/** A registration signs the new member in. */
export type RegisterValue = LoginValue;

/** GET PATHS.registerCheck: is a username or mobile number free? */
export interface RegisterCheckQuery {
  field: 'username' | 'mobileNum';
  value: string;
}

export interface RegisterCheckValue {
  available: boolean;
}

/** GET PATHS.affiliateCheck. */
export interface AffiliateCheckQuery {
  code: string;
  domain: string;
}

export interface AffiliateCheckValue {
  success: boolean;
}

/** GET PATHS.trialAccount: reserves a trial (type 4) account name. */
export interface TrialAccountValue {
  userName: string;
}

/** POST PATHS.testPlay: signs in as a trial account (a new one when `userName` is left out). */
export interface TestPlayRequest {
  userName?: string;
}

export type TestPlayValue = Omit<LoginValue, 'firstTimeLogin'>;

/** POST PATHS.changePassword (token). */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST PATHS.setPasswordBySms. Errors: verification.code_error, modify.new.old.same, auth.user_missing_or_disabled. */
export interface SetPasswordRequest {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
}

/** POST PATHS.forgotPasswordEmail, form-encoded. */
export interface ForgotPasswordEmailRequest {
  username: string;
  email: string;
}

/** GET PATHS.countries: the dialing codes the merchant accepts, the first one the default. */
export interface DialingCountry {
  /** ISO 3166 alpha-2. */
  country: string;
  /** Digits only, without the plus. */
  dialingCode: string;
}

/** Firebase sign-in channels. */
export type FirebaseChannel = 'google' | 'facebook' | 'sms';

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
