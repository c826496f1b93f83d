import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { ApiFailure } from '../../http/errors';
import { RateLimiter } from '../../http/rate-limit';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { manilaDateTime } from '../responsible/manila-format';

// The payment password is the one registration may already have set (members.payment_password_hash).
function storedHash(db: Db, memberId: number): string | null {
  return (
    db
      .prepare<[number], { hash: string | null }>('SELECT payment_password_hash AS hash FROM members WHERE id = ?')
      .get(memberId)?.hash ?? null
  );
}

export const hasPaymentPassword = (db: Db, memberId: number): boolean => storedHash(db, memberId) !== null;

/**
 * Counts one check of the member's payment password, or refuses it (429 `payment.password_locked`,
 * with when the lock lifts) when the member has used up the checks of the window. Synchronous, so
 * guesses sent at once cannot all pass before any is counted.
 */
function countCheck(ctx: AppContext, memberId: number, field: string): { passed: () => void } {
  const limiter = new RateLimiter(ctx.db, ctx.now);
  const bucket = `payment:password:${memberId}`;
  const rule = ctx.limits.paymentPasswordChecks;
  const until = limiter.fullUntil(bucket, rule);
  if (until !== null) {
    const retryAfterSeconds = Math.max(1, Math.ceil((until - ctx.now()) / 1000));
    throw new ApiFailure(429, 'payment.password_locked', `Locked until ${new Date(until).toISOString()}.`, {
      field,
      retryAfterSeconds,
      values: { until: manilaDateTime(until) },
    });
  }
  limiter.record(bucket, rule);
  return { passed: () => limiter.clear(bucket) };
}

/**
 * Refuses a payment password that is not the member's, or when none is set. Every check counts
 * towards the member's lock (withdrawals, transfers and changes together); a right one clears it.
 */
export async function checkPaymentPassword(
  ctx: AppContext,
  memberId: number,
  password: string,
  field = 'paymentPassword',
): Promise<void> {
  const hash = storedHash(ctx.db, memberId);
  if (hash === null) throw new ApiFailure(409, 'payment.password_missing');
  const count = countCheck(ctx, memberId, field);
  if (!(await ctx.hashSlots.run(() => verifyPassword(password, hash)))) {
    throw new ApiFailure(400, 'payment.password_wrong', undefined, { field });
  }
  count.passed();
}

/**
 * Sets the payment password the first time; changing it needs the old one. The write names the hash
 * it replaces, so two first-time submits at once cannot both set one.
 */
export async function setPaymentPassword(
  ctx: AppContext,
  memberId: number,
  { password, oldPassword }: { password: string; oldPassword?: string },
): Promise<void> {
  const before = storedHash(ctx.db, memberId);
  if (before !== null) {
    if (oldPassword === undefined) throw new ApiFailure(409, 'payment.password_set');
    await checkPaymentPassword(ctx, memberId, oldPassword, 'oldPassword');
  }
  const hash = await hashPassword(password);
  const { changes } = ctx.db
    .prepare<[string, number, string | null]>(
      'UPDATE members SET payment_password_hash = ? WHERE id = ? AND payment_password_hash IS ?',
    )
    .run(hash, memberId, before);
  if (changes === 0) throw new ApiFailure(409, 'payment.password_set');
}
