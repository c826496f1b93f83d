import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The platform-api package folder. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Where the database lives: PLATFORM_DB, else `.data/platform.db`. A relative path is taken from the
 * package folder, because pnpm runs scripts from there and other callers should get the same file.
 */
export function databasePath(fromEnv: string | undefined): string {
  if (fromEnv === ':memory:') return fromEnv;
  return resolve(PACKAGE_ROOT, fromEnv || '.data/platform.db');
}
