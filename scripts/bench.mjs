// `npm run bench`: builds, releases into a scratch store, serves, and prints the JavaScript that
// /m/home and /m/login download as a guest, by app, with the copies of react-dom and the MF runtime.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { log, run } from './lib/run.mjs';

const port = Number(process.env.BENCH_PORT ?? 8280);
const store = mkdtempSync(join(tmpdir(), 'site-bench-'));
const env = {
  ...process.env,
  RELEASE_STORE: store,
  PORT: String(port),
  CDN_ORIGIN: `http://localhost:${port + 1}`,
  PLATFORM_API_MODE: 'test',
};

if (!process.argv.includes('--no-build')) {
  log('building');
  await run('pnpm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
await run('node', ['scripts/areas.mjs', 'release', '--all', '--no-build'], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
await run('node', ['scripts/areas.mjs', 'host', '--no-build'], { env, stdio: ['ignore', 'ignore', 'inherit'] });

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  cwd: ROOT,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`http://localhost:${port}/m/remotes.json`)).ok) break;
    } catch {
      if (attempt > 200) throw new Error('the site did not start for the benchmark');
    }
    await new Promise((done) => setTimeout(done, 150));
  }
  await run('node', ['bench/measure.mjs'], {
    cwd: resolve(ROOT, 'e2e'),
    env: { ...env, BASE_URL: `http://localhost:${port}`, CDN_ORIGIN: `http://localhost:${port + 1}` },
  });
} finally {
  server.kill('SIGTERM');
  rmSync(store, { recursive: true, force: true });
}
