import type { Db } from './db/connection';
import type { ServerKeys } from './features/security/keypair';
import type { RateLimits, Semaphore } from './http/rate-limit';

/** `test` adds the test endpoints (reset, flag and start-up overrides, SMS outbox). */
export type ApiMode = 'normal' | 'test';

/** What every feature needs: the database, the mode, the clock and the key for encrypted bodies. */
export interface AppContext {
  db: Db;
  mode: ApiMode;
  /** Milliseconds since the epoch; tests move it to cross expiry windows. */
  now: () => number;
  /** Made in the background at start-up (WebCrypto is asynchronous); the first encrypted call may wait for it. */
  keys: Promise<ServerKeys>;
  /** Rate limits; test mode starts with raised ones that a test may lower. */
  limits: RateLimits;
  /** Bounds the password hashes computed at once (each takes 16 MB and a core for a while). */
  hashSlots: Semaphore;
}
