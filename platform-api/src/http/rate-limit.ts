import type { ErrorCode } from '@platform/shared/contract';
import type { Db } from '../db/connection';
import { ApiFailure } from './errors';

/** How many calls a bucket allows within its window. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/** The limits the API applies; test mode raises the ones a browser suite would hit from one address. */
export interface RateLimits {
  /**
   * Login attempts from one address before each further one must bring a proof (a solved challenge or
   * a captcha). Filipino carriers put many phones behind one address, so a busy address is asked for
   * work, not refused.
   */
  loginPerAddress: RateRule;
  /** Login attempts from one address, proof or not, after which the address must wait. */
  loginPerAddressCeiling: RateRule;
  /** Login challenges issued to one address. */
  loginChallengesPerAddress: RateRule;
  /** Failed proofs (a wrong, used, expired or stolen challenge) from one address, after which it must wait. */
  loginProofFailuresPerAddress: RateRule;
  /** Login attempts from everywhere together: what the CPU can hash. */
  loginGlobal: RateRule;
  /** Failed logins of one account from one address, after which that address must wait. */
  loginFailuresPerAccountAddress: RateRule;
  /** Wrong old passwords of one member in a password change, after which the change must wait. */
  oldPasswordFailures: RateRule;
  /**
   * Payment-password checks of one member (withdrawals, transfers, changes), counted before the hash
   * and forgotten on a right one: six digits must not be guessable at the speed of the API.
   */
  paymentPasswordChecks: RateRule;
  /** Forgot-password requests from one address. */
  forgotPerAddress: RateRule;
  /** Password hashes computed at once; more wait for a free slot. */
  concurrentHashes: number;
  /** New trial accounts from one address (many phones may share one behind a carrier's NAT). */
  trialsPerAddress: RateRule;
  /** New trial accounts from one device (the id the browser keeps). */
  trialsPerDevice: RateRule;
  /** Registrations from one address. */
  registrationsPerAddress: RateRule;
  /** Registrations from one device. */
  registrationsPerDevice: RateRule;
  /** Downline accounts one agent opens in an hour, and in a day. */
  openAccountsPerAgentHour: RateRule;
  openAccountsPerAgentDay: RateRule;
  /** Registration SMS codes from one address. */
  registerSmsPerAddress: RateRule;
  /** Registration SMS codes from one device. */
  registerSmsPerDevice: RateRule;
  /** Login and set-password SMS codes from one address (each number has its own limit besides). */
  smsPerAddress: RateRule;
  /** Registration look-ups (is this name or number free, is this invitation code valid) from one address. */
  registerChecksPerAddress: RateRule;
  /** Leading zero bits of a login challenge's answer: the work a login without the captcha image costs. */
  loginChallengeBits: number;
}

const MINUTE = 60_000;

export const PRODUCTION_LIMITS: RateLimits = {
  loginPerAddress: { limit: 20, windowMs: 10 * MINUTE },
  // 500 players behind one carrier address all signing in within 10 minutes fit twice over.
  loginPerAddressCeiling: { limit: 1_000, windowMs: 10 * MINUTE },
  loginChallengesPerAddress: { limit: 1_200, windowMs: 10 * MINUTE },
  // The site's own client never fails a challenge it solved; a stream of bad answers is a forger.
  loginProofFailuresPerAddress: { limit: 20, windowMs: 10 * MINUTE },
  loginGlobal: { limit: 600, windowMs: MINUTE },
  loginFailuresPerAccountAddress: { limit: 10, windowMs: 15 * MINUTE },
  oldPasswordFailures: { limit: 5, windowMs: 15 * MINUTE },
  // 5 guesses in 30 minutes: 240 a day, so a million six-digit codes take years, not a day.
  paymentPasswordChecks: { limit: 5, windowMs: 30 * MINUTE },
  forgotPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  concurrentHashes: 2,
  trialsPerAddress: { limit: 30, windowMs: 60 * MINUTE },
  trialsPerDevice: { limit: 5, windowMs: 60 * MINUTE },
  registrationsPerAddress: { limit: 20, windowMs: 24 * 60 * MINUTE },
  registrationsPerDevice: { limit: 3, windowMs: 24 * 60 * MINUTE },
  openAccountsPerAgentHour: { limit: 10, windowMs: 60 * MINUTE },
  openAccountsPerAgentDay: { limit: 30, windowMs: 24 * 60 * MINUTE },
  registerSmsPerAddress: { limit: 20, windowMs: 60 * MINUTE },
  registerSmsPerDevice: { limit: 5, windowMs: 60 * MINUTE },
  smsPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  // Each username or mobile field left asks once: generous for a person, not for a name harvester.
  registerChecksPerAddress: { limit: 60, windowMs: 10 * MINUTE },
  // About 33,000 hashes expected: WebCrypto in batches manages some 25,000 a second on a busy
  // two-core machine, so a second or two on a mid-range phone.
  loginChallengeBits: 15,
};

// The browser suite signs in hundreds of times from one address; the limit tests lower these again.
export const TEST_MODE_LIMITS: RateLimits = {
  ...PRODUCTION_LIMITS,
  loginPerAddress: { limit: 100_000, windowMs: MINUTE },
  loginPerAddressCeiling: { limit: 100_000, windowMs: MINUTE },
  loginChallengesPerAddress: { limit: 100_000, windowMs: MINUTE },
  loginProofFailuresPerAddress: { limit: 1_000, windowMs: MINUTE },
  loginGlobal: { limit: 100_000, windowMs: MINUTE },
  loginFailuresPerAccountAddress: { limit: 1_000, windowMs: 15 * MINUTE },
  // The ledger's race tests send fifty right payment passwords at once; the lock's tests lower it again.
  paymentPasswordChecks: { limit: 1_000, windowMs: 30 * MINUTE },
  forgotPerAddress: { limit: 1_000, windowMs: MINUTE },
  trialsPerAddress: { limit: 100_000, windowMs: MINUTE },
  trialsPerDevice: { limit: 100_000, windowMs: MINUTE },
  registrationsPerAddress: { limit: 100_000, windowMs: MINUTE },
  registrationsPerDevice: { limit: 100_000, windowMs: MINUTE },
  openAccountsPerAgentHour: { limit: 100_000, windowMs: MINUTE },
  openAccountsPerAgentDay: { limit: 100_000, windowMs: MINUTE },
  registerSmsPerAddress: { limit: 100_000, windowMs: MINUTE },
  registerSmsPerDevice: { limit: 100_000, windowMs: MINUTE },
  smsPerAddress: { limit: 100_000, windowMs: MINUTE },
  registerChecksPerAddress: { limit: 100_000, windowMs: MINUTE },
  // A loaded test machine solves these in a moment; the tests check the bits, not the time.
  loginChallengeBits: 12,
};

export const rateLimited = (retryAfterSeconds: number, message?: string, code: ErrorCode = 'rate.limited') =>
  new ApiFailure(429, code, message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });

/** Counts hits per bucket in the database, so the count is shared by every request of the process. */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Hits recorded in the bucket within the window. */
  count(bucket: string, rule: RateRule): number {
    return (
      this.db
        .prepare<[string, number], { count: number }>(
          'SELECT COUNT(*) AS count FROM rate_hits WHERE bucket = ? AND hit_at > ?',
        )
        .get(bucket, this.now() - rule.windowMs)?.count ?? 0
    );
  }

  /** When a full bucket has room again (milliseconds since the epoch), or null when it has room now. */
  fullUntil(bucket: string, rule: RateRule): number | null {
    const since = this.now() - rule.windowMs;
    const row = this.db
      .prepare<[string, number, number], { hitAt: number }>(
        'SELECT hit_at AS hitAt FROM rate_hits WHERE bucket = ? AND hit_at > ? ORDER BY hit_at DESC LIMIT 1 OFFSET ?',
      )
      .get(bucket, since, rule.limit - 1);
    return row ? row.hitAt + rule.windowMs : null;
  }

  /** Refuses with 429 (`code`) when the bucket is full; the refusal itself is not counted. */
  check(bucket: string, rule: RateRule, code?: ErrorCode): void {
    const until = this.fullUntil(bucket, rule);
    if (until !== null) throw rateLimited((until - this.now()) / 1000, undefined, code);
  }

  record(bucket: string, rule: RateRule): void {
    const now = this.now();
    this.db.prepare('DELETE FROM rate_hits WHERE bucket = ? AND hit_at <= ?').run(bucket, now - rule.windowMs);
    this.db.prepare('INSERT INTO rate_hits (bucket, hit_at) VALUES (?, ?)').run(bucket, now);
  }

  /** Checks, then counts this call: synchronous, so concurrent requests cannot all slip under the limit. */
  hit(bucket: string, rule: RateRule, code?: ErrorCode): void {
    this.check(bucket, rule, code);
    this.record(bucket, rule);
  }

  clear(bucket: string): void {
    this.db.prepare('DELETE FROM rate_hits WHERE bucket = ?').run(bucket);
  }
}

/** Lets at most `size` tasks run at once; the rest wait in order. */
export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: () => number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size()) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get active(): number {
    return this.running;
  }
}
