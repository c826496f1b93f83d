import type { ErrorBody, ErrorCode } from '@platform/shared/contract';

// Messages are for developers reading the network panel; the client translates the code.
const MESSAGES: Partial<Record<ErrorCode, string>> = {
  'request.malformed': 'The request could not be read.',
  'request.url_empty': 'The requested url is empty. please check your request format.',
  'session.expired': 'The session has ended (expired or logged out); log in again.',
  'auth.not_logged_in': 'This call needs a logged-in member; log in first.',
  'auth.credentials_invalid': 'Incorrect username or password.',
  'auth.user_missing_or_disabled': 'Sorry, the user does not exist or is disabled.',
  'auth.no_permission': 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
  'auth.non_member': 'Non-member account unable to login.',
  'auth.non_agent': 'Non-agents cannot log in.',
  'auth.captcha_required': 'Please enter the verification code.',
  'verification.code_error': 'Verification code error.',
  'encryption.invalid': 'The encrypted body could not be read; fetch the public key again and retry.',
  'system.maintenance': 'The platform is under maintenance.',
  unknown: 'Unknown error.',
};

export function defaultMessage(code: ErrorCode): string {
  return MESSAGES[code] ?? code;
}

/** A failure the API answers on purpose: its status, contract error code and extra data. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly data: ErrorBody['data'];

  constructor(status: number, code: ErrorCode, message?: string, data?: ErrorBody['data']) {
    super(message ?? defaultMessage(code));
    this.name = 'ApiFailure';
    this.status = status;
    this.code = code;
    this.data = data;
  }

  toBody(): ErrorBody {
    return this.data
      ? { errorCode: this.code, message: this.message, data: this.data }
      : { errorCode: this.code, message: this.message };
  }
}

export const malformed = (message?: string, field?: string) =>
  new ApiFailure(400, 'request.malformed', message, field ? { field } : undefined);

export const sessionExpired = () => new ApiFailure(401, 'session.expired');
export const notLoggedIn = () => new ApiFailure(401, 'auth.not_logged_in');
