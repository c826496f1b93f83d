import { PATHS, apiPost, type RegisterSmsCodeRequest, type SmsCodeValue } from '@platform/shared';
import { deviceHeaders } from '../features/device/device-id';

/** Sends a registration code to a number that is not registered yet. */
export const postRegisterSmsCode = (request: RegisterSmsCodeRequest) =>
  apiPost<SmsCodeValue>(PATHS.registerSmsCode, request, { headers: deviceHeaders() });
