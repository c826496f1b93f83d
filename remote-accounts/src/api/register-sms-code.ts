import { PATHS, apiPost, type RegisterSmsCodeRequest, type SmsCodeValue } from '@platform/shared';

/** Sends a registration code to a number that is not registered yet. */
export const postRegisterSmsCode = (request: RegisterSmsCodeRequest) =>
  apiPost<SmsCodeValue>(PATHS.registerSmsCode, request);
