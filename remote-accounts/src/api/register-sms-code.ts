import { call } from '@platform/shared';
import { REGISTER_ENDPOINTS, type RegisterSmsCodeRequest } from '@platform/shared/contract';
import { deviceHeaders } from '../features/device/device-id';

/** Sends a registration code to a number that is not registered yet. */
export const postRegisterSmsCode = (request: RegisterSmsCodeRequest) =>
  call(REGISTER_ENDPOINTS.smsCode, { body: request }, { headers: deviceHeaders() });
