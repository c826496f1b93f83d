import { call } from '@platform/shared';
import { PASSWORD_ENDPOINTS, type ChangePasswordRequest } from '@platform/shared/contract';

export const postChangePassword = (request: ChangePasswordRequest) =>
  call(PASSWORD_ENDPOINTS.change, { body: request });
