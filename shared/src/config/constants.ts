import { GAME_MODULE_IDS, LOBBY_PAGING } from '../contract/lobby';

// The lobby's constants (prize modes, vendor lists, page sizes, ...) live in the contract: platform-api uses
// them too.

/** Business constants from section 9 of both specifications. Durations are in milliseconds. */
export const TOAST_MS = {
  short: 3000,
  long: 8000,
  notice: 1500,
  reject: 2000,
  smsSent: 1500,
  smsSentSetPassword: 1000,
  changePasswordSaved: 1000,
  forgotPasswordSent: 1000,
} as const;

export const LOADING_MS = {
  logout: 10_000,
  changePassword: 10_000,
  loginSms: 10_000,
  smsSend: 9_999_000,
  trialPlay: 9_999_000,
  forgotPassword: 9_999_000,
  /** The header menu's sign-out wait notice. */
  menuLogout: 9_999,
  /** Not in the spec: as long as the API client waits for the registration call. */
  register: 20_000,
} as const;

export const SMS = {
  defaultCountdownSeconds: 60,
  codeMaxLength: 10,
} as const;

export const FIELD_LIMITS = {
  /** The captcha's length when the merchant's rule table gives none. */
  captchaMinLength: 1,
  captchaMaxLength: 6,
  mobileMaxLength: 20,
  emailMaxLength: 255,
  activityCommentMax: 140,
  imageMaxBytes: 5 * 1024 * 1024,
  imageMaxCount: 3,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

export const TIMING = {
  redirectAfterPasswordChange: 1000,
  languageDebounce: 200,
  mobileCopyOnSwitch: 150,
  pageFade: 300,
  swipeBackThreshold: 100,
  fadeRestore: 500,
  popupDelay: 500,
  hotMatchSpeed: 500,
  hotMatchAutoplay: 5000,
  bannerAutoplay: 5000,
  infiniteScrollOffset: 500,
  infiniteScrollThrottle: 1000,
  lazyImageThreshold: 100,
  lazyScrollThrottle: 300,
} as const;

export const PAGING = {
  gameListPageSize: LOBBY_PAGING.gameList,
  favouritePageSize: LOBBY_PAGING.favourites,
  recentPageSize: LOBBY_PAGING.recent,
  firstPage: LOBBY_PAGING.firstPage,
  vendorSlidesPerGroup: 4,
  vendorCarouselGroupAbove: 5,
} as const;

export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;
export const REGISTER_TYPE = 0;

export * from './languages';

export const ANNOUNCEMENT_QUERY = {
  home: { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M' },
  register: { types: 'B', groupName: 'm_reg', platform: 'M' },
  agent: { types: 'A', groupName: 'm_home', platform: 'M' },
} as const;

export const MODULE_IDS = {
  COMM: 'COMM3',
  FUNDTRANS: 'FUNDTRANS3',
  AGEANNOUNCE: 'AGEANNOUNCE3',
  MEMTRANS: 'MEMTRANS3',
  PERSPNL: 'PERSPNL3',
  AGEINFO: 'AGEINFO3',
  AGEDOWNMAN: 'AGEDOWNMAN3',
  REG: 'REG3',
  CAPTCHA: 'CAPTCHA3',
  VERIFICATION: 'VERIFICATION3',
  ...GAME_MODULE_IDS,
} as const;

/** Greeting bands on the agent home, by hour of day. */
export const GREETING_BANDS = [
  { from: 0, to: 10, key: 'morning' },
  { from: 11, to: 14, key: 'early_afternoon' },
  { from: 15, to: 18, key: 'late_afternoon' },
  { from: 19, to: 24, key: 'evening' },
] as const;

export const MIN_IOS_VERSION = '12.4';
export const AGE_MINIMUM = 21;
export const COPYRIGHT_YEARS = '2019-2025';

export * from './storage-keys';
