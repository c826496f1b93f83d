import { call } from '@platform/shared';
import { AUTH_ENDPOINTS, type SmsCodeRequest } from '@platform/shared/contract';

/** Sends a login or set-password code to a member's mobile number. */
export const postSmsCode = (request: SmsCodeRequest) => call(AUTH_ENDPOINTS.smsCode, { body: request });
