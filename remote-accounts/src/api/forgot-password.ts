import { call } from '@platform/shared';
import { PASSWORD_ENDPOINTS, type ForgotPasswordEmailRequest } from '@platform/shared/contract';

/** Asks for a reset mail; the body is form-encoded, as the operator's API expects. */
export const postForgotPassword = ({ username, email }: ForgotPasswordEmailRequest) =>
  call(PASSWORD_ENDPOINTS.forgot, { body: { username, email } });
