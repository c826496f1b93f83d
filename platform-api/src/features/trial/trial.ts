import { createHash, randomBytes, randomInt } from 'node:crypto';
import { MEMBER_TYPE } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import { findMemberByAccount, type MemberRow } from '../auth/members';
import { unusablePasswordHash } from '../auth/passwords';
import { createMember } from '../register/create-member';

/** Demo credit of a trial account, in centavos. */
export const TRIAL_BALANCE_CENTS = 200_000;

const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new trial account, with the key that plays it (only its hash is kept). */
export function createTrialAccount(ctx: AppContext, merchantCode: string): { userName: string; trialKey: string } {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const account = `trial${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (findMemberByAccount(ctx.db, merchantCode, account)) continue;
    const trialKey = randomBytes(32).toString('base64url');
    ctx.db.transaction(() => {
      const memberId = createMember(
        ctx.db,
        {
          merchantCode,
          account,
          passwordHash: unusablePasswordHash(),
          type: MEMBER_TYPE.trial,
          nickname: 'Trial',
          registerMethod: 'trial',
          balanceCents: TRIAL_BALANCE_CENTS,
        },
        ctx.now(),
      );
      ctx.db.prepare('INSERT INTO trial_keys (member_id, key_hash) VALUES (?, ?)').run(memberId, hashKey(trialKey));
    })();
    return { userName: account, trialKey };
  }
  throw new ApiFailure(403, 'auth.trial_unavailable');
}

/**
 * The trial account that this name and key open. The name alone is guessable (six digits), so a
 * wrong or missing key is refused exactly like a missing account.
 */
export function findTrialAccount(
  ctx: AppContext,
  merchantCode: string,
  userName: string,
  trialKey: string | undefined,
): MemberRow {
  const member = findMemberByAccount(ctx.db, merchantCode, userName);
  const keyMatches =
    member !== undefined &&
    trialKey !== undefined &&
    ctx.db
      .prepare<[number, string], { one: number }>(
        'SELECT 1 AS one FROM trial_keys WHERE member_id = ? AND key_hash = ?',
      )
      .get(member.id, hashKey(trialKey)) !== undefined;
  if (!member || member.type !== MEMBER_TYPE.trial || !keyMatches) throw new ApiFailure(403, 'auth.trial_unavailable');
  return member;
}
