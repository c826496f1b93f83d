import { PATHS, apiPost, type SetPasswordRequest } from '@platform/shared';

/** Sets a new password with an SMS code. */
export const postSetPassword = (request: SetPasswordRequest) =>
  apiPost<Record<string, never>>(PATHS.setPasswordBySms, request);
