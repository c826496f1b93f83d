import { apiPost, encryptBody } from '@platform/shared';
import { PATHS, type LoginChallengeRequest, type LoginChallengeValue } from '@platform/shared/contract';

/** A proof-of-work challenge for the next login of this account (the body is encrypted like the login). */
export async function postLoginChallenge(payload: LoginChallengeRequest): Promise<LoginChallengeValue> {
  const { body, headers } = await encryptBody(payload);
  return apiPost<LoginChallengeValue>(PATHS.loginChallenge, body, { headers });
}
