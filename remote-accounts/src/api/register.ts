import { call } from '@platform/shared';
import { REGISTER_ENDPOINTS, type RegisterRequest } from '@platform/shared/contract';
import { deviceHeaders } from '../features/device/device-id';

/** Registers a member (encrypted body); the answer signs the new member in. */
export const putRegister = (request: RegisterRequest) =>
  call(REGISTER_ENDPOINTS.register, { body: request }, { headers: deviceHeaders() });
