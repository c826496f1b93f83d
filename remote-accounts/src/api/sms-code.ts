import { apiPost } from '@platform/shared';
import { PATHS, type SmsCodeRequest, type SmsCodeValue } from '@platform/shared/contract';

/** Sends a login or set-password code to a member's mobile number. */
export const postSmsCode = (request: SmsCodeRequest) => apiPost<SmsCodeValue>(PATHS.smsCode, request);
