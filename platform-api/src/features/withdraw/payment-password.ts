import type { Db } from '../../db/connection';
import { ApiFailure } from '../../http/errors';
import { hashPassword, verifyPassword } from '../auth/passwords';

export function hasPaymentPassword(db: Db, memberId: number): boolean {
  return (
    db.prepare<[number], { n: number }>('SELECT 1 AS n FROM payment_passwords WHERE member_id = ?').get(memberId) !==
    undefined
  );
}

/** Sets the payment password; it is set once (changing it is the security centre's, with a code). */
export async function setPaymentPassword(db: Db, memberId: number, password: string, now: number): Promise<void> {
  if (hasPaymentPassword(db, memberId)) throw new ApiFailure(409, 'payment.password_set');
  const hash = await hashPassword(password);
  // Two first-time submits at once: the second insert finds the first one's row.
  const { changes } = db
    .prepare('INSERT OR IGNORE INTO payment_passwords (member_id, password_hash, set_at) VALUES (?, ?, ?)')
    .run(memberId, hash, now);
  if (changes === 0) throw new ApiFailure(409, 'payment.password_set');
}

/** Refuses a withdrawal without a payment password, or with a wrong one. */
export async function checkPaymentPassword(db: Db, memberId: number, password: string): Promise<void> {
  const row = db
    .prepare<[number], { hash: string }>('SELECT password_hash AS hash FROM payment_passwords WHERE member_id = ?')
    .get(memberId);
  if (!row) throw new ApiFailure(409, 'payment.password_missing');
  if (!(await verifyPassword(password, row.hash))) {
    throw new ApiFailure(400, 'payment.password_wrong', undefined, { field: 'paymentPassword' });
  }
}
