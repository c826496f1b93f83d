import { createHash, randomBytes } from 'node:crypto';
import { challengeText, leadingZeroBits, type LoginChallengeValue } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';

export const CHALLENGE_TTL_MS = 2 * 60_000;

/** Who a challenge is for: the account as failures count it, and the address that asked. */
export interface ChallengeOwner {
  merchantCode: string;
  accountKey: string;
  address: string;
}

/** Issues a challenge that one login of this account from this address may bring instead of a captcha. */
export function issueChallenge(ctx: AppContext, owner: ChallengeOwner): LoginChallengeValue {
  const now = ctx.now();
  const challengeId = randomBytes(16).toString('base64url');
  const prefix = randomBytes(12).toString('base64url');
  const bits = ctx.limits.loginChallengeBits;
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM login_challenges WHERE expires_at <= ?').run(now);
    ctx.db
      .prepare(
        `INSERT INTO login_challenges (id, merchant_code, account_key, address, prefix, bits, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(challengeId, owner.merchantCode, owner.accountKey, owner.address, prefix, bits, now + CHALLENGE_TTL_MS);
  })();
  return { challengeId, prefix, bits, expiresIn: CHALLENGE_TTL_MS / 1000 };
}

interface ChallengeRow {
  merchantCode: string;
  accountKey: string;
  address: string;
  prefix: string;
  bits: number;
  expiresAt: number;
}

/**
 * Checks a solved challenge and uses it up, right or wrong, so each one carries one login attempt.
 * Unknown, used, expired, another account's or address's, or unsolved: `auth.challenge_invalid`.
 */
export function checkChallenge(ctx: AppContext, owner: ChallengeOwner, challengeId: string, nonce: string): void {
  const refused = new ApiFailure(400, 'auth.challenge_invalid', undefined, { captcha: true, field: 'captcha' });
  const now = ctx.now();
  const row = ctx.db
    .prepare<[number, string], ChallengeRow>(
      `UPDATE login_challenges SET used_at = ? WHERE id = ? AND used_at IS NULL
       RETURNING merchant_code AS merchantCode, account_key AS accountKey, address, prefix, bits,
         expires_at AS expiresAt`,
    )
    .get(now, challengeId);
  if (
    !row ||
    row.expiresAt <= now ||
    row.merchantCode !== owner.merchantCode ||
    row.accountKey !== owner.accountKey ||
    row.address !== owner.address
  ) {
    throw refused;
  }
  const digest = createHash('sha256').update(challengeText(row.prefix, nonce)).digest();
  if (leadingZeroBits(digest) < row.bits) throw refused;
}
