import { call } from '@platform/shared';
import { AUTH_ENDPOINTS, type SmsCodeRequest } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';

/** Sends a login or set-password code to a member's mobile number. */
export const postSmsCode = (request: SmsCodeRequest) => call(AUTH_ENDPOINTS.smsCode, { body: request });

/** Sends a login or set-password code; nothing is cached. */
export const smsCodeMutation = () => mutationOptions({ mutationFn: postSmsCode });
