import { apiPost } from '@platform/shared';
import { PATHS, type ForgotPasswordEmailRequest } from '@platform/shared/contract';

/** Asks for a reset mail; the body is form-encoded, as the operator's API expects. */
export const postForgotPassword = ({ username, email }: ForgotPasswordEmailRequest) =>
  apiPost<Record<string, never>>(PATHS.forgotPasswordEmail, new URLSearchParams({ username, email }), {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
