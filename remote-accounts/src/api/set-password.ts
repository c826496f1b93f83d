import { apiPost } from '@platform/shared';
import { PATHS, type SetPasswordRequest } from '@platform/shared/contract';

/** Sets a new password with an SMS code. */
export const postSetPassword = (request: SetPasswordRequest) =>
  apiPost<Record<string, never>>(PATHS.setPasswordBySms, request);
