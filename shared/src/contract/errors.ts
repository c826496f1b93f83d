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
  'auth.mobile_exists': 'error.mobile_exists',
  'auth.old_password_wrong': 'error.old_password_wrong',
  'auth.trial_unavailable': 'error.trial_unavailable',
  'auth.no_permission': 'error.no_permission',
  'auth.non_member': 'error.member_login',
  'auth.non_agent': 'error.agent_login',
  'auth.captcha_required': 'error.captcha_required',
  'auth.challenge_required': 'error.challenge_required',
  'validation.account_format': 'error.account_format',
  'validation.password_format': 'error.password_format',
  'validation.email_format': 'error.email_format',
  'validation.mobile_invalid': 'error.mobile_invalid',
  'validation.name_format': 'error.name_format',
  'validation.required': 'required',
  'validation.amount': 'error.amount_invalid',
  'verification.code_error': 'error.verification_code',
  'affiliate.invalid': 'error.invitation_code',
  'referrer.link_error': 'error.referrer_link',
  'modify.new.old.same': 'error.new_old_same',
  'system.upgrading': 'error.system_upgrading',
  'system.maintenance': 'error.maintenance',
  'encryption.invalid': 'error.request_malformed',
  'rate.limited': 'error.rate_limited',
  'game.unavailable': 'error.game_unavailable',
  'wallet.insufficient': 'error.insufficient_balance',
  'launch.ticket_invalid': 'error.launch_ticket_invalid',
  'launch.session_ended': 'error.launch_session_ended',
  'play.excluded': 'error.play_excluded',
  'play.timeout': 'error.play_timeout',
  'payment.password_wrong': 'error.payment_password_wrong',
  'payment.password_missing': 'error.payment_password_missing',
  'payment.password_set': 'error.payment_password_set',
  'payment.password_locked': 'error.payment_password_locked',
  'payment.amount_range': 'error.payment_amount_range',
  'payment.daily_limit': 'error.payment_daily_limit',
  'payment.insufficient': 'error.payment_insufficient',
  'payment.account_missing': 'error.payment_account_missing',
  'payment.accounts_full': 'error.payment_accounts_full',
  'payment.trial': 'error.payment_trial',
  'payment.order_closed': 'error.payment_order_closed',
  'payment.limit_day': 'error.deposit_limit_day',
  'payment.limit_week': 'error.deposit_limit_week',
  'payment.limit_month': 'error.deposit_limit_month',
  'auth.excluded': 'error.excluded',
  'binding.mobile_taken': 'error.mobile_taken',
  'binding.email_taken': 'error.email_taken',
  'binding.password_wrong': 'error.login_password_wrong',
  'network.offline': 'error.no_internet',
  'network.timeout': 'error.slow_connection',
  unknown: 'error.unknown',
  'rate.creation_limited': 'error.creation_limited',
  'auth.challenge_invalid': 'error.challenge_invalid',
  'promo.trial': 'error.promo_trial',
  'promo.member_type': 'error.promo_member_type',
  'promo.vip_level': 'error.promo_vip_level',
  'promo.min_deposit': 'error.promo_min_deposit',
  'promo.min_turnover': 'error.promo_min_turnover',
  'promo.claimed': 'error.promo_claimed',
  'promo.images_required': 'error.promo_images_required',
  'promo.comment_required': 'error.promo_comment_required',
  'payment.turnover_pending': 'error.payment_turnover_pending',
  'contract.above_own': 'error.contract_above_own',
  'contract.no_own_terms': 'error.contract_no_own_terms',
  'contract.pending_exists': 'error.contract_pending_exists',
  'contract.not_downline': 'error.contract_not_downline',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The i18n key (namespace `common`) of an error code's message. */
export type ErrorMessageKey = (typeof ERROR_CODES)[ErrorCode];

/** The HTTP status platform-api answers each code with, so mock servers can answer alike. */
export const ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  'request.malformed': 400,
  'encryption.invalid': 400,
  'auth.captcha_required': 400,
  'auth.challenge_required': 400,
  'verification.code_error': 400,
  'request.url_empty': 404,
  'session.expired': 401,
  'auth.credentials_invalid': 401,
  'auth.user_missing_or_disabled': 403,
  'auth.non_agent': 403,
  'auth.no_permission': 403,
  'auth.username_exists': 409,
  'validation.account_format': 400,
  'validation.password_format': 400,
  'validation.email_format': 400,
  'validation.mobile_invalid': 400,
  'validation.name_format': 400,
  'validation.required': 400,
  'validation.amount': 400,
  'auth.mobile_exists': 409,
  'auth.old_password_wrong': 400,
  'affiliate.invalid': 400,
  'referrer.link_error': 400,
  'modify.new.old.same': 400,
  'rate.limited': 429,
  'auth.trial_unavailable': 403,
  'game.unavailable': 409,
  'wallet.insufficient': 400,
  'launch.ticket_invalid': 401,
  'payment.password_wrong': 400,
  'payment.password_missing': 409,
  'payment.password_set': 409,
  'payment.password_locked': 429,
  'payment.amount_range': 400,
  'payment.daily_limit': 400,
  'payment.insufficient': 400,
  'payment.account_missing': 404,
  'payment.accounts_full': 409,
  'launch.session_ended': 401,
  'play.excluded': 403,
  'play.timeout': 403,
  'payment.trial': 403,
  'payment.order_closed': 409,
  'payment.limit_day': 400,
  'payment.limit_week': 400,
  'payment.limit_month': 400,
  'auth.excluded': 403,
  'binding.mobile_taken': 409,
  'binding.email_taken': 409,
  'binding.password_wrong': 400,
  unknown: 500,
  'rate.creation_limited': 429,
  'auth.challenge_invalid': 400,
  'auth.not_logged_in': 401,
  'promo.trial': 403,
  'promo.member_type': 403,
  'promo.vip_level': 403,
  'promo.min_deposit': 403,
  'promo.min_turnover': 403,
  'promo.claimed': 409,
  'promo.images_required': 400,
  'promo.comment_required': 400,
  'payment.turnover_pending': 403,
};

/** The error code whose message is `messageKey` (a rule's message), or null. */
export function errorCodeForMessage(messageKey: string): ErrorCode | null {
  const found = Object.entries(ERROR_CODES).find(([, key]) => key === messageKey);
  return found ? (found[0] as ErrorCode) : null;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** The body of every failed response. `data` carries extra facts, such as `captcha: true`. */
export interface ErrorBody {
  errorCode: ErrorCode;
  message: string;
  /** `values` fill the message's placeholders (an amount, a date), already formatted for both languages. */
  data?: {
    captcha?: boolean;
    field?: string;
    /** Why a value was refused, such as `amount.decimals` (with `validation.amount`). */
    reason?: string;
    retryAfterSeconds?: number;
    values?: Record<string, string>;
  };
}
