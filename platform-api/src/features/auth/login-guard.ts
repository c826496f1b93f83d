import type { Db } from '../../db/connection';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failures (within the window) after which further failures carry `captcha: true`. Once a failure
 * has said so, every attempt must bring a captcha until a login succeeds or the window passes.
 */
export const CAPTCHA_AFTER_FAILURES = 1;

/** Counts failed logins per merchant and account, which is what decides when a captcha is needed. */
export class LoginGuard {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  recentFailures(merchantCode: string, account: string): number {
    const row = this.db
      .prepare<[string, string, number], { count: number }>(
        'SELECT COUNT(*) AS count FROM login_failures WHERE merchant_code = ? AND account = ? AND failed_at > ?',
      )
      .get(merchantCode, account, this.now() - FAILURE_WINDOW_MS);
    return row?.count ?? 0;
  }

  /** Whether this attempt must carry a captcha: an earlier answer has already asked for one. */
  captchaRequired(merchantCode: string, account: string): boolean {
    return this.recentFailures(merchantCode, account) > CAPTCHA_AFTER_FAILURES;
  }

  /** Records a failure and says whether the answer should ask for a captcha from now on. */
  recordFailure(merchantCode: string, account: string): { captcha: boolean } {
    const now = this.now();
    this.db.prepare('DELETE FROM login_failures WHERE failed_at <= ?').run(now - FAILURE_WINDOW_MS);
    this.db
      .prepare('INSERT INTO login_failures (merchant_code, account, failed_at) VALUES (?, ?, ?)')
      .run(merchantCode, account, now);
    return { captcha: this.recentFailures(merchantCode, account) > CAPTCHA_AFTER_FAILURES };
  }

  clear(merchantCode: string, account: string): void {
    this.db.prepare('DELETE FROM login_failures WHERE merchant_code = ? AND account = ?').run(merchantCode, account);
  }
}
