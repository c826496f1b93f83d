import { PATHS, apiPost, type ChangePasswordRequest } from '@platform/shared';

export const postChangePassword = (request: ChangePasswordRequest) =>
  apiPost<Record<string, never>>(PATHS.changePassword, request);
