import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import { loadAccountSettings } from './settings';

// A binding code names the member it was sent for, so it binds for that member only.
export type SmsPurpose = 'login' | 'reset' | 'register' | `bind:${number}`;

/** A number gets a new code at most once a minute, and at most five an hour. */
export const SMS_RESEND_MS = 60_000;
export const SMS_HOURLY_MAX = 5;
/** A code dies after this many wrong guesses. */
export const SMS_MAX_FAILED_ATTEMPTS = 5;
export const SMS_CODE_DIGITS = 6;

interface CodeRow {
  id: number;
  code: string;
  expiresAt: number;
  failedAttempts: number;
}

/** Makes, stores and "sends" (into the outbox) a numeric code; answers how many minutes it lives. */
export function sendSmsCode(
  ctx: AppContext,
  merchantCode: string,
  mobileNorm: string,
  mobileNum: string,
  purpose: SmsPurpose,
): number {
  const now = ctx.now();
  const recent = ctx.db
    .prepare<[string, string, number], { sentAt: number }>(
      `SELECT sent_at_ms AS sentAt FROM sms_outbox WHERE merchant_code = ? AND mobile_norm = ? AND sent_at_ms > ?
        ORDER BY sent_at_ms DESC`,
    )
    .all(merchantCode, mobileNorm, now - 60 * 60_000);
  const last = recent[0]?.sentAt;
  if (last !== undefined && now - last < SMS_RESEND_MS) {
    const retryAfterSeconds = Math.ceil((SMS_RESEND_MS - (now - last)) / 1000);
    throw new ApiFailure(429, 'rate.limited', 'A code was sent to this number moments ago.', { retryAfterSeconds });
  }
  if (recent.length >= SMS_HOURLY_MAX) {
    throw new ApiFailure(429, 'rate.limited', 'Too many codes for this number this hour.', {
      retryAfterSeconds: 3600,
    });
  }
  const { smsExpiredMinutes } = loadAccountSettings(ctx.db, merchantCode);
  const code = String(randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0');
  ctx.db.transaction(() => {
    // Only the newest code of a number and purpose works.
    ctx.db
      .prepare(
        'UPDATE sms_outbox SET used_at = ? WHERE merchant_code = ? AND mobile_norm = ? AND purpose = ? AND used_at IS NULL',
      )
      .run(now, merchantCode, mobileNorm, purpose);
    ctx.db
      .prepare(
        `INSERT INTO sms_outbox (mobile_num, code, sent_at, merchant_code, mobile_norm, purpose, sent_at_ms, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        mobileNum,
        code,
        new Date(now).toISOString(),
        merchantCode,
        mobileNorm,
        purpose,
        now,
        now + smsExpiredMinutes * 60_000,
      );
  })();
  return smsExpiredMinutes;
}

/**
 * Checks a code. A wrong guess counts against the code; `consume` uses it up when it is right.
 * Expired, used, unknown and wrong codes all answer `verification.code_error`.
 */
export function checkSmsCode(
  ctx: AppContext,
  merchantCode: string,
  mobileNorm: string,
  purpose: SmsPurpose,
  code: string,
  { consume }: { consume: boolean },
): void {
  const now = ctx.now();
  const row = ctx.db
    .prepare<[string, string, string], CodeRow>(
      `SELECT id, code, expires_at AS expiresAt, failed_attempts AS failedAttempts FROM sms_outbox
        WHERE merchant_code = ? AND mobile_norm = ? AND purpose = ? AND used_at IS NULL
        ORDER BY id DESC LIMIT 1`,
    )
    .get(merchantCode, mobileNorm, purpose);
  const fail = () => new ApiFailure(400, 'verification.code_error', undefined, { field: 'verificationCode' });
  if (!row || row.expiresAt <= now || row.failedAttempts >= SMS_MAX_FAILED_ATTEMPTS) throw fail();
  if (row.code !== code.trim()) {
    ctx.db.prepare('UPDATE sms_outbox SET failed_attempts = failed_attempts + 1 WHERE id = ?').run(row.id);
    throw fail();
  }
  if (consume) ctx.db.prepare('UPDATE sms_outbox SET used_at = ? WHERE id = ?').run(now, row.id);
}

/** Test mode: every live code of the number expires now, and the resend wait is over. */
export function expireSmsCodes(ctx: AppContext, mobileNorm: string): void {
  const now = ctx.now();
  ctx.db
    .prepare(
      'UPDATE sms_outbox SET expires_at = ?, sent_at_ms = MIN(sent_at_ms, ?) WHERE mobile_norm = ? AND used_at IS NULL',
    )
    .run(now, now - SMS_RESEND_MS, mobileNorm);
}
