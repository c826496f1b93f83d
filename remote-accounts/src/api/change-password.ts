import { call } from '@platform/shared';
import { PASSWORD_ENDPOINTS, type ChangePasswordRequest } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';

export const postChangePassword = (request: ChangePasswordRequest) =>
  call(PASSWORD_ENDPOINTS.change, { body: request });

/** Changes the signed-in member's password; nothing is cached. */
export const changePasswordMutation = () => mutationOptions({ mutationFn: postChangePassword });
