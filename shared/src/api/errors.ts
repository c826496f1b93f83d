import { ERROR_CODES, isErrorCode, type ErrorBody, type ErrorCode, type ErrorMessageKey } from '../contract';

/** Every failed call becomes one of these: a code, its i18n key, the HTTP status (0 when none). */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: ErrorMessageKey;
  readonly status: number;
  readonly data: ErrorBody['data'];

  constructor(code: ErrorCode, status: number, detail?: string, data?: ErrorBody['data']) {
    super(`${code}${status ? ` (HTTP ${status})` : ''}${detail ? `: ${detail}` : ''}`);
    this.name = 'ApiError';
    this.code = code;
    this.messageKey = ERROR_CODES[code];
    this.status = status;
    this.data = data;
  }
}

/** Reads a typed error out of anything a call may throw. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError('unknown', 0, error instanceof Error ? error.message : String(error));
}

export function errorFromBody(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'errorCode' in body) {
    const { errorCode, message, data } = body as Partial<ErrorBody>;
    if (isErrorCode(errorCode)) return new ApiError(errorCode, status, message, data);
  }
  if (status === 401) return new ApiError('session.expired', status);
  if (status === 503) return new ApiError('system.maintenance', status);
  return new ApiError('unknown', status);
}
