import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import { SMS_CODE_DIGITS, SMS_MAX_FAILED_ATTEMPTS } from '../sms/sms-codes';

/** Addresses are matched trimmed and in lower case. */
export const normalizeEmail = (raw: string) => raw.trim().toLowerCase();

export interface MailCodeTarget {
  merchantCode: string;
  memberId: number;
  email: string;
}

/** Makes and "mails" (into mail_codes) a code for the member to bind the address; older ones stop working. */
export function sendMailCode(ctx: AppContext, target: MailCodeTarget, lifetimeMinutes: number): void {
  const now = ctx.now();
  const code = String(randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0');
  const emailNorm = normalizeEmail(target.email);
  ctx.db.transaction(() => {
    ctx.db
      .prepare('UPDATE mail_codes SET used_at = ? WHERE member_id = ? AND email_norm = ? AND used_at IS NULL')
      .run(now, target.memberId, emailNorm);
    ctx.db
      .prepare(
        `INSERT INTO mail_codes (merchant_code, member_id, email, email_norm, code, sent_at_ms, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        target.merchantCode,
        target.memberId,
        target.email.trim(),
        emailNorm,
        code,
        now,
        now + lifetimeMinutes * 60_000,
      );
  })();
}

/**
 * Uses up the member's newest code for the address when it is right; a wrong guess counts against
 * it. Expired, used, unknown and wrong codes all answer `verification.code_error`, as SMS codes do.
 */
export function consumeMailCode(ctx: AppContext, target: MailCodeTarget, code: string): void {
  const now = ctx.now();
  const row = ctx.db
    .prepare<[number, string], { id: number; code: string; expiresAt: number; failed: number }>(
      `SELECT id, code, expires_at AS expiresAt, failed_attempts AS failed FROM mail_codes
        WHERE member_id = ? AND email_norm = ? AND used_at IS NULL ORDER BY id DESC LIMIT 1`,
    )
    .get(target.memberId, normalizeEmail(target.email));
  const fail = () => new ApiFailure(400, 'verification.code_error', undefined, { field: 'verificationCode' });
  if (!row || row.expiresAt <= now || row.failed >= SMS_MAX_FAILED_ATTEMPTS) throw fail();
  if (row.code !== code.trim()) {
    ctx.db.prepare('UPDATE mail_codes SET failed_attempts = failed_attempts + 1 WHERE id = ?').run(row.id);
    throw fail();
  }
  ctx.db.prepare('UPDATE mail_codes SET used_at = ? WHERE id = ?').run(now, row.id);
}
