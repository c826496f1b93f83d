// The site as the benchmarks measure it: built (unless --no-build), released into a scratch store and
// served in test mode on BENCH_PORT; `withBenchSite` runs a measuring script in e2e/ against it.
import { spawn, type SpawnOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/paths';
import { log, run, runScript } from './lib/run';

/** Builds, releases and serves the site, runs each measuring script (a path under e2e/), then stops. */
export async function withBenchSite(scripts: readonly string[], extraEnv: Record<string, string> = {}): Promise<void> {
  const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
  const port = Number(process.env.BENCH_PORT ?? 8280);
  const store = mkdtempSync(join(tmpdir(), 'site-bench-'));
  const env = {
    ...process.env,
    RELEASE_STORE: store,
    PORT: String(port),
    CDN_ORIGIN: `http://localhost:${port + 1}`,
    PLATFORM_API_MODE: 'test',
  };
  const quiet: SpawnOptions = { env, stdio: ['ignore', 'ignore', 'inherit'] };

  if (!values['no-build']) {
    log('building');
    await run('pnpm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  await runScript('scripts/areas.ts', ['host', '--no-build'], quiet);
  await runScript('scripts/areas.ts', ['release', '--all', '--no-build'], quiet);

  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { ...quiet, cwd: ROOT });
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await fetch(`http://localhost:${port}/m/remotes.json`)).ok) break;
      } catch {
        if (attempt > 200) throw new Error('the site did not start for the benchmark');
      }
      await new Promise((done) => setTimeout(done, 150));
    }
    for (const script of scripts) {
      await runScript(script, [], {
        cwd: resolve(ROOT, 'e2e'),
        env: { ...env, ...extraEnv, BASE_URL: `http://localhost:${port}`, CDN_ORIGIN: `http://localhost:${port + 1}` },
      });
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(store, { recursive: true, force: true });
  }
}
