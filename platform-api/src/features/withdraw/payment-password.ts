import type { Db } from '../../db/connection';
import { ApiFailure } from '../../http/errors';
import { hashPassword, verifyPassword } from '../auth/passwords';

// The payment password is the one registration may already have set (members.payment_password_hash).
function storedHash(db: Db, memberId: number): string | null {
  return (
    db
      .prepare<[number], { hash: string | null }>('SELECT payment_password_hash AS hash FROM members WHERE id = ?')
      .get(memberId)?.hash ?? null
  );
}

export const hasPaymentPassword = (db: Db, memberId: number): boolean => storedHash(db, memberId) !== null;

/** Refuses a payment password that is not the member's, or when none is set. */
export async function checkPaymentPassword(
  db: Db,
  memberId: number,
  password: string,
  field = 'paymentPassword',
): Promise<void> {
  const hash = storedHash(db, memberId);
  if (hash === null) throw new ApiFailure(409, 'payment.password_missing');
  if (!(await verifyPassword(password, hash)))
    throw new ApiFailure(400, 'payment.password_wrong', undefined, { field });
}

/**
 * Sets the payment password the first time; changing it needs the old one. The write names the hash
 * it replaces, so two first-time submits at once cannot both set one.
 */
export async function setPaymentPassword(
  db: Db,
  memberId: number,
  { password, oldPassword }: { password: string; oldPassword?: string },
): Promise<void> {
  const before = storedHash(db, memberId);
  if (before !== null) {
    if (oldPassword === undefined) throw new ApiFailure(409, 'payment.password_set');
    await checkPaymentPassword(db, memberId, oldPassword, 'oldPassword');
  }
  const hash = await hashPassword(password);
  const { changes } = db
    .prepare<[string, number, string | null]>(
      'UPDATE members SET payment_password_hash = ? WHERE id = ? AND payment_password_hash IS ?',
    )
    .run(hash, memberId, before);
  if (changes === 0) throw new ApiFailure(409, 'payment.password_set');
}
