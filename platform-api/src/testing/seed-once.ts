// Seeds the database once for the whole test run instead of once per test file: every file that
// starts at the test clock's instant reads this image (see test-app.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_MODE_PASSWORD_COST, setPasswordCost } from '../features/auth/passwords';
import { TEST_START, seedImage } from './seed-image';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seed as of `now`, serialized to `file`. */
    seedImage: { now: number; file: string };
  }
}

export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'platform-api-seed-'));
  const file = join(folder, 'seed.sqlite');
  // The seed's accounts are hashed at test mode's cost too, as in the browser suite's server (setup.ts).
  setPasswordCost(TEST_MODE_PASSWORD_COST);
  writeFileSync(file, seedImage(TEST_START));
  project.provide('seedImage', { now: TEST_START, file });
  return () => rmSync(folder, { recursive: true, force: true });
}
