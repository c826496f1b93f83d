/**
 * Error codes the platform answers with, and the i18n key (namespace `common`) each one shows.
 * Written once here; platform-api sends these codes and the client translates them.
 */
export const ERROR_CODES = {
  'request.malformed': 'error.request_malformed',
  'request.url_empty': 'error.url_empty',
  'session.expired': 'error.session_expired',
  'auth.not_logged_in': 'error.not_logged_in',
  'auth.credentials_invalid': 'error.credentials_invalid',
  'auth.user_missing_or_disabled': 'error.user_missing',
  'auth.username_exists': 'error.username_exists',
  'auth.no_permission': 'error.no_permission',
  'auth.non_member': 'error.member_login',
  'auth.non_agent': 'error.agent_login',
  'auth.captcha_required': 'error.captcha_required',
  'validation.account_format': 'error.account_format',
  'validation.password_format': 'error.password_format',
  'validation.email_format': 'error.email_format',
  'validation.mobile_invalid': 'error.mobile_invalid',
  'validation.name_format': 'error.name_format',
  'verification.code_error': 'error.verification_code',
  'affiliate.invalid': 'error.invitation_code',
  'referrer.link_error': 'error.referrer_link',
  'modify.new.old.same': 'error.new_old_same',
  'system.upgrading': 'error.system_upgrading',
  'system.maintenance': 'error.maintenance',
  'encryption.invalid': 'error.request_malformed',
  'rate.limited': 'error.rate_limited',
  'network.offline': 'error.no_internet',
  'network.timeout': 'error.slow_connection',
  unknown: 'error.unknown',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The HTTP status platform-api answers each code with, so mock servers can answer alike. */
export const ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  'request.malformed': 400,
  'encryption.invalid': 400,
  'auth.captcha_required': 400,
  'verification.code_error': 400,
  'request.url_empty': 404,
  'session.expired': 401,
  'auth.credentials_invalid': 401,
  'auth.user_missing_or_disabled': 403,
  'auth.non_agent': 403,
  'auth.no_permission': 403,
  unknown: 500,
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** The body of every failed response. `data` carries extra facts, such as `captcha: true`. */
export interface ErrorBody {
  errorCode: ErrorCode;
  message: string;
  data?: { captcha?: boolean; field?: string };
}
