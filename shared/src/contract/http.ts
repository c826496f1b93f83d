import { GAME_PATHS } from './lobby';
import { PLAY_PATHS } from './play';

/** Header names the client sends and platform-api reads. */
export const HEADERS = {
  merchant: 'Merchant',
  language: 'Language',
  authorization: 'Authorization',
  encryption: 'X-Encryption',
  device: 'Device',
  /** A random id the browser keeps, so creation limits can tell devices behind one address apart. */
  deviceId: 'X-Device-Id',
} as const;

/** The merchant of a request without a `Merchant` header, and the site's until start-up names one. */
export const DEFAULT_MERCHANT = 'M001';

/** Every successful response wraps its payload as `{ value }`. */
export interface Envelope<T> {
  value: T;
}

/** Base path of the API, relative to the page's origin. */
export const API_BASE = '/api';

/**
 * Every path the site calls, relative to API_BASE. Parameterised paths are functions.
 */
export const PATHS = {
  startup: '/system/startup',
  publicKey: '/security/public-key',
  login: '/auth/login',
  logout: '/auth/session',
  renew: '/auth/renew',
  memberInfo: '/member/info',
  wallet: '/wallet/summary',
  announcements: '/announcements',
  unreadCount: '/messages/unread-count',
  rules: '/register/rules',
  captcha: '/auth/captcha',
  loginChallenge: '/auth/challenge',
  smsCode: '/verification/sms',
  registerSmsCode: '/register/sms',
  register: '/register',
  registerCheck: '/register/check',
  affiliateCheck: '/register/affiliate',
  trialAccount: '/auth/trial-account',
  testPlay: '/auth/test-play',
  changePassword: '/member/password',
  setPasswordBySms: '/password/sms-reset',
  forgotPasswordEmail: '/password/forgot',
  countries: '/system/countries',
  firebaseConfig: '/system/firebase',
  /** Generated art: drawings (`svg`), or a game icon as a picture (`webp`) that costs a list no drawing. */
  art: (kind: string, id: string, format: 'svg' | 'webp' = 'svg') => `/art/${kind}/${id}.${format}`,
  games: GAME_PATHS,
  play: PLAY_PATHS,
  test: {
    reset: '/test/reset',
    whitelabel: '/test/whitelabel',
    startup: '/test/startup',
    smsOutbox: '/test/sms-outbox',
    /** PUT `{ mobileNum }`: every live code of that number expires now. */
    smsExpire: '/test/sms-expire',
    mailOutbox: '/test/mail-outbox',
    captcha: (id: string) => `/test/captcha/${id}`,
  },
} as const;
