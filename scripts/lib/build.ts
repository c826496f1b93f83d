import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AreaName } from '@platform/shared/registry';
import { run } from './run';

/**
 * Builds an area alone into a new scratch folder, which it returns, so the working tree's dist/
 * is left as it was. `env` adds build inputs (PUBLIC_RELEASE_LABEL, ...) to this process's.
 */
export async function buildArea(area: AreaName, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), `release-${area}-`));
  await run('pnpm', ['--filter', `./remote-${area}`, 'run', 'build'], {
    // A production build whoever runs it: a test runner's NODE_ENV=test would make a development one.
    env: { ...env, NODE_ENV: 'production', AREA_DIST_DIR: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return out;
}
