import { call } from '@platform/shared';
import { PASSWORD_ENDPOINTS, type ForgotPasswordEmailRequest } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';

/** Asks for a reset mail; the body is form-encoded, as the operator's API expects. */
export const postForgotPassword = ({ username, email }: ForgotPasswordEmailRequest) =>
  call(PASSWORD_ENDPOINTS.forgot, { body: { username, email } });

/** Asks for a reset mail; nothing is cached. */
export const forgotPasswordMutation = () => mutationOptions({ mutationFn: postForgotPassword });
