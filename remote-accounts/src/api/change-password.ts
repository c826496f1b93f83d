import { apiPost } from '@platform/shared';
import { PATHS, type ChangePasswordRequest } from '@platform/shared/contract';

export const postChangePassword = (request: ChangePasswordRequest) =>
  apiPost<Record<string, never>>(PATHS.changePassword, request);
