import { PATHS, apiPost, type SmsCodeRequest, type SmsCodeValue } from '@platform/shared';

/** Sends a login or set-password code to a member's mobile number. */
export const postSmsCode = (request: SmsCodeRequest) => apiPost<SmsCodeValue>(PATHS.smsCode, request);
