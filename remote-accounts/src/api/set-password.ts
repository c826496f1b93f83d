import { call } from '@platform/shared';
import { PASSWORD_ENDPOINTS, type SetPasswordRequest } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { signIn } from '../features/sign-in/sign-in';

/** Sets a new password with an SMS code. */
export const postSetPassword = (request: SetPasswordRequest) => call(PASSWORD_ENDPOINTS.smsReset, { body: request });

/** Sets a new password with an SMS code, then signs the member in with it, the mobile number as the username. */
export const setPasswordMutation = () =>
  mutationOptions({
    mutationFn: async (request: SetPasswordRequest) => {
      await postSetPassword(request);
      await signIn({ username: request.mobileNum, password: request.newPassword });
    },
  });
