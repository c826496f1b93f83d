import { call } from '@platform/shared';
import { PASSWORD_ENDPOINTS, type SetPasswordRequest } from '@platform/shared/contract';

/** Sets a new password with an SMS code. */
export const postSetPassword = (request: SetPasswordRequest) => call(PASSWORD_ENDPOINTS.smsReset, { body: request });
