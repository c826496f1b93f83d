import { apiPost } from '@platform/shared';
import { PATHS, type RegisterSmsCodeRequest, type SmsCodeValue } from '@platform/shared/contract';
import { deviceHeaders } from '../features/device/device-id';

/** Sends a registration code to a number that is not registered yet. */
export const postRegisterSmsCode = (request: RegisterSmsCodeRequest) =>
  apiPost<SmsCodeValue>(PATHS.registerSmsCode, request, { headers: deviceHeaders() });
