import { randomBytes, randomInt } from 'node:crypto';
import type { CaptchaValue } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import { CAPTCHA_ALPHABET, drawCaptcha } from './draw';

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_LENGTH = 5;

/** Makes a captcha: random characters (digits and capitals), stored for one use, drawn as a PNG. */
export function issueCaptcha(ctx: AppContext, merchantCode: string): CaptchaValue {
  const now = ctx.now();
  const code = Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join(
    '',
  );
  const captchaId = randomBytes(16).toString('base64url');
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM captchas WHERE expires_at <= ?').run(now);
    ctx.db
      .prepare('INSERT INTO captchas (id, merchant_code, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(captchaId, merchantCode, code, now, now + CAPTCHA_TTL_MS);
  })();
  return {
    captchaId,
    image: `data:image/png;base64,${drawCaptcha(code).toString('base64')}`,
    expiresIn: CAPTCHA_TTL_MS / 1000,
  };
}

/**
 * Checks (and uses up, right or wrong) a captcha answer, in either case. Missing answers `auth.captcha_required`;
 * wrong, expired, used or another merchant's captcha answers `verification.code_error`.
 */
export function checkCaptcha(
  ctx: AppContext,
  merchantCode: string,
  captchaId: string | undefined,
  answer: string | undefined,
): void {
  const data = { captcha: true, field: 'captcha' };
  if (!answer?.trim()) throw new ApiFailure(400, 'auth.captcha_required', undefined, data);
  const now = ctx.now();
  const row = captchaId
    ? ctx.db
        .prepare<[string, string], { code: string; expiresAt: number; usedAt: number | null }>(
          'SELECT code, expires_at AS expiresAt, used_at AS usedAt FROM captchas WHERE id = ? AND merchant_code = ?',
        )
        .get(captchaId, merchantCode)
    : undefined;
  if (captchaId) ctx.db.prepare('UPDATE captchas SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, captchaId);
  if (!row || row.usedAt !== null || row.expiresAt <= now || row.code !== answer.trim().toUpperCase()) {
    throw new ApiFailure(400, 'verification.code_error', undefined, data);
  }
}

/** Test mode: the answer of a live captcha. */
export function captchaAnswer(ctx: AppContext, captchaId: string): string | undefined {
  return ctx.db
    .prepare<[string, number], { code: string }>(
      'SELECT code FROM captchas WHERE id = ? AND used_at IS NULL AND expires_at > ?',
    )
    .get(captchaId, ctx.now())?.code;
}
