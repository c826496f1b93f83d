import { call } from '@platform/shared';
import { AUTH_ENDPOINTS, type LoginChallengeRequest } from '@platform/shared/contract';

/** A proof-of-work challenge for the next login of this account (the body is encrypted like the login). */
export const postLoginChallenge = (payload: LoginChallengeRequest) => call(AUTH_ENDPOINTS.challenge, { body: payload });
