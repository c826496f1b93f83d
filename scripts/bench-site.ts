// The site as the benchmarks measure it: built (unless --no-build), released into a scratch store and
// served in test mode on BENCH_PORT; measuring scripts in e2e/ run against it.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/paths';
import { log, run, runScript } from './lib/run';

/** The single-bundle build of the same host and areas, which `npm run bench` compares with. */
export const SINGLE_CONFIG = 'bench/single/rsbuild.config.ts';
export const SINGLE_DIST = resolve(ROOT, 'e2e/bench/single/dist');

export interface BenchSite {
  /** The release store it serves; its web root `host` is a link to `federatedRoot` or `SINGLE_DIST`. */
  store: string;
  federatedRoot: string;
  /** What a measuring script needs to reach the site and the store. */
  env: NodeJS.ProcessEnv;
  /** Runs a measuring script (a path under e2e/) against the site. */
  measure(script: string, extraEnv?: Record<string, string>): Promise<void>;
  /** Stops the server, leaving the store for what runs after (the release time). */
  stop(): Promise<void>;
  /** Deletes the store. */
  remove(): void;
}

export function benchArgs(): { build: boolean } {
  const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
  return { build: !values['no-build'] };
}

/** The host and every area, as `npm run build` makes them; with `single`, the single bundle too. */
export async function buildSite({ single }: { single: boolean }): Promise<void> {
  log('building the host and the areas');
  await run('pnpm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (!single) return;
  log('building the single bundle');
  await run('pnpm', ['--filter', './e2e', 'exec', 'rsbuild', 'build', '-c', SINGLE_CONFIG], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  await exited;
}

/** Whether nothing listens on the port yet. */
function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .listen(port, () => probe.close(() => done(true)));
  });
}

/** Releases the built host and areas into a scratch store and serves it, in test mode, on BENCH_PORT. */
export async function startBenchSite(): Promise<BenchSite> {
  const port = Number(process.env.BENCH_PORT ?? 8280);
  // A site already on these ports would answer in place of this one, and be measured instead.
  for (const taken of [port, port + 1, port + 10]) {
    if (!(await isFree(taken))) throw new Error(`port ${taken} is in use: set BENCH_PORT to a free port`);
  }
  const store = mkdtempSync(join(tmpdir(), 'site-bench-'));
  const env = {
    ...process.env,
    RELEASE_STORE: store,
    PORT: String(port),
    CDN_ORIGIN: `http://localhost:${port + 1}`,
    PLATFORM_API_MODE: 'test',
    // The first screens are taken when the site or its releases change (a switch of build does);
    // retaken on the clock for new banners, they would take the CPU in the middle of a measurement.
    FIRST_SCREEN_REFRESH_S: process.env.FIRST_SCREEN_REFRESH_S ?? '86400',
  };
  const quiet: SpawnOptions = { env, stdio: ['ignore', 'ignore', 'inherit'] };
  await runScript('scripts/areas.ts', ['host', '--no-build'], quiet);
  await runScript('scripts/areas.ts', ['release', '--all', '--no-build'], quiet);
  // The web root becomes a link, so the measuring scripts can serve either build from one server.
  const federatedRoot = join(store, 'host-federated');
  renameSync(join(store, 'host'), federatedRoot);
  symlinkSync(federatedRoot, join(store, 'host'));

  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { ...quiet, cwd: ROOT });
  const site: BenchSite = {
    store,
    federatedRoot,
    env,
    measure: (script, extraEnv = {}) =>
      runScript(script, [], {
        cwd: resolve(ROOT, 'e2e'),
        env: { ...env, ...extraEnv, BASE_URL: `http://localhost:${port}`, BENCH_SITE_LINK: join(store, 'host') },
      }),
    stop: () => stopped(server),
    remove: () => rmSync(store, { recursive: true, force: true }),
  };
  try {
    for (let attempt = 0; ; attempt += 1) {
      if (server.exitCode !== null) throw new Error('the site stopped while starting for the benchmark');
      try {
        if ((await fetch(`http://localhost:${port}/m/remotes.json`)).ok) break;
      } catch {
        if (attempt > 200) throw new Error('the site did not start for the benchmark');
      }
      await new Promise((done) => setTimeout(done, 150));
    }
  } catch (error) {
    await site.stop();
    site.remove();
    throw error;
  }
  return site;
}

/** Builds, releases and serves the site, runs each measuring script (a path under e2e/), then stops. */
export async function withBenchSite(scripts: readonly string[], extraEnv: Record<string, string> = {}): Promise<void> {
  if (benchArgs().build) await buildSite({ single: false });
  const site = await startBenchSite();
  try {
    for (const script of scripts) await site.measure(script, extraEnv);
  } finally {
    await site.stop();
    site.remove();
  }
}
