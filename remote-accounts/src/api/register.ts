import { apiPut, encryptBody } from '@platform/shared';
import { PATHS, type RegisterRequest, type RegisterValue } from '@platform/shared/contract';
import { deviceHeaders } from '../features/device/device-id';

/** Registers a member (encrypted body); the answer signs the new member in. */
export async function putRegister(request: RegisterRequest): Promise<RegisterValue> {
  const { body, headers } = await encryptBody(request);
  return apiPut<RegisterValue>(PATHS.register, body, { headers: { ...headers, ...deviceHeaders() } });
}
