import { buildApp } from './app';
import type { ApiMode } from './context';
import { openDatabase, recreateDatabase } from './db/connection';
import { databasePath } from './db/path';
import { seedDatabase } from './db/seed';
import { TEST_MODE_PASSWORD_COST, setPasswordCost } from './features/auth/passwords';

const mode: ApiMode = process.env.PLATFORM_API_MODE === 'test' ? 'test' : 'normal';
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 8090);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`platform-api: PORT must be a port number, not ${JSON.stringify(process.env.PORT)}.`);
  process.exit(1);
}

// Before the seed hashes its passwords. Only the test-mode server: the unit tests keep the real cost.
if (mode === 'test') setPasswordCost(TEST_MODE_PASSWORD_COST);

const path = databasePath(process.env.PLATFORM_DB);
// Test mode always starts from a fresh seed, so every end-to-end run sees the same data.
const fresh = mode === 'test' || process.env.PLATFORM_SEED === '1';
const db = fresh ? recreateDatabase(path) : openDatabase(path);
const empty = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM merchants').get()?.count === 0;
if (fresh || empty) seedDatabase(db);

const app = buildApp({ db, mode });

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  try {
    await app.close();
    db.close();
  } catch (error) {
    console.error(`platform-api: failed to stop cleanly after ${signal}:`, error);
    process.exit(1);
  }
  // Die of the same signal (the handler was `once`), so a parent sees why the process ended.
  process.kill(process.pid, signal);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ host, port });
  console.info(`platform-api listening on http://${host}:${port} (${mode})`);
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`platform-api: cannot listen on ${host}:${port}: ${reason}. Set PORT or HOST to another value.`);
  db.close();
  process.exit(1);
}
