import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_BASE, type ErrorBody } from '@platform/shared/contract';
import { buildApp } from '../app';
import type { ApiMode } from '../context';
import { inject } from 'vitest';
import type { Db } from '../db/connection';
import type { ErrorReporter } from '../http/error-handler';
import type { RateLimits } from '../http/rate-limit';
import { TEST_START, seedImage } from './seed-image';

/** A clock the test moves by hand. Starts at a fixed instant, so nothing depends on the real date. */
export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

export function createClock(start = TEST_START): TestClock {
  let current = start;
  return { now: () => current, advance: (ms) => void (current += ms) };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
}

// Seeding (2,000 games, weeks of demo rounds, a team with hashed passwords) takes a while. The run
// seeds once for the test clock's start (seed-once.ts); a file starting elsewhere seeds once itself.
// Every test gets its own copy of that database.
const seededImages = new Map<number, Buffer>();

function imageAsOf(now: number): Buffer {
  const seededForRun = inject('seedImage');
  if (seededForRun.now === now) return readFileSync(seededForRun.file);
  return seedImage(now);
}

/** A fresh in-memory database holding the seed as of `now`. */
function seededDatabase(now: number): Db {
  let image = seededImages.get(now);
  if (!image) {
    image = imageAsOf(now);
    seededImages.set(now, image);
  }
  const db = new Database(image);
  db.pragma('foreign_keys = ON');
  return db;
}

/** A fresh, seeded, in-memory platform. */
export async function createTestApp(
  options: { mode?: ApiMode; reportError?: ErrorReporter; limits?: Partial<RateLimits> } = {},
): Promise<TestApp> {
  const clock = createClock();
  // The demo betting history ends at the test clock's day, as it would at the real one's.
  const db = seededDatabase(clock.now());
  const app = buildApp({
    db,
    mode: options.mode ?? 'test',
    now: clock.now,
    reportError: options.reportError,
    limits: options.limits,
  });
  await app.ready();
  return { app, db, clock };
}

export async function closeTestApp({ app, db }: TestApp): Promise<void> {
  await app.close();
  if (db.open) db.close();
}

/** Injects a request at a path relative to API_BASE. */
export function call(app: FastifyInstance, options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, url: `${API_BASE}${options.url}` });
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The `value` of a success envelope. */
export function valueOf<T>(response: LightMyRequestResponse): T {
  const body = response.json<{ value: T }>();
  if (response.statusCode !== 200 || !('value' in body)) {
    throw new Error(`expected a success envelope, got HTTP ${response.statusCode}: ${response.body}`);
  }
  return body.value;
}

export function errorOf(response: LightMyRequestResponse): ErrorBody {
  return response.json<ErrorBody>();
}
