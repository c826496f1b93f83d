// The login's proof-of-work challenge: the way past the captcha for a person who cannot see its image.
// The browser finds a nonce whose SHA-256 (with the challenge's prefix) starts with `bits` zero bits;
// platform-api checks it with one hash. Paths are in http.ts (PATHS.loginChallenge).
import type { Static } from '@sinclair/typebox';
import type { LoginChallengeRequestSchema } from './schemas/auth';
import type { LoginChallengeValueSchema } from './schemas/auth';

/** POST PATHS.loginChallenge (encrypted): the account the login names, as typed. */
export type LoginChallengeRequest = Static<typeof LoginChallengeRequestSchema>;

/** One challenge: answered once, within `expiresIn` seconds, by a login for the same account and address. */
export type LoginChallengeValue = Static<typeof LoginChallengeValueSchema>;

/** The text whose SHA-256 the answer is judged by. */
export const challengeText = (prefix: string, nonce: string): string => `${prefix}:${nonce}`;

/** How many zero bits a digest starts with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
