import { PATHS, apiPut, encryptBody, type RegisterRequest, type RegisterValue } from '@platform/shared';

/** Registers a member (encrypted body); the answer signs the new member in. */
export async function putRegister(request: RegisterRequest): Promise<RegisterValue> {
  const { body, headers } = await encryptBody(request);
  return apiPut<RegisterValue>(PATHS.register, body, { headers });
}
