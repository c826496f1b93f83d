// `npm test`: every check, in the order a failure is cheapest to find: lint, types, unit and
// component tests, then Playwright against the built, composed site with platform-api in test mode.
import { resolve } from 'node:path';
import type { SpawnOptions } from 'node:child_process';
import { AUTH_EMULATOR_HOST, startAuthEmulator } from './lib/firebase-emulator';
import { ROOT } from './lib/paths';
import { log, run, runScript } from './lib/run';

const E2E_PORT = process.env.E2E_PORT ?? '8180';
const e2eEnv = {
  ...process.env,
  RELEASE_STORE: resolve(ROOT, 'e2e/.release-store'),
  PORT: E2E_PORT,
  CDN_ORIGIN: `http://localhost:${Number(E2E_PORT) + 1}`,
  // platform-api verifies Firebase tokens against the emulator; the page and the tests reach it too.
  FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
};

// The registry tests' own site (e2e/fixtures/registry-site.ts): a second store, released the same way,
// served beside the first by the Playwright configuration, so that those tests run beside the others.
const registryPort = Number(E2E_PORT) + 100;
const registryEnv = {
  ...process.env,
  RELEASE_STORE: resolve(ROOT, 'e2e/.release-store-registry'),
  REGISTRY_PORT: String(registryPort),
  CDN_ORIGIN: `http://localhost:${registryPort + 1}`,
};

const pnpm = (args: string[], options?: SpawnOptions) => () => run('pnpm', args, options);
/** The host first: an area's release is checked against the @platform/shared it publishes. */
const publishAndRelease = (env: NodeJS.ProcessEnv) => async (): Promise<void> => {
  await runScript('scripts/areas.ts', ['host', '--no-build'], { env });
  await runScript('scripts/areas.ts', ['release', '--all', '--no-build'], { env });
};

// `npm test -- --walk`: only the build and the route and dialog walks (every route × role × language
// through axe and the text and fit checks), which the full run has among its end-to-end tests.
const walk = process.argv.includes('--walk');

/**
 * Runs checks side by side and waits for all of them, so each failure is reported, not only the first.
 * Prettier and ESLint each use one core, and the type check two at most, so together they keep
 * both cores busy instead of taking turns.
 */
const together = (named: Array<[string, () => Promise<void>]>) => async (): Promise<void> => {
  const results = await Promise.allSettled(named.map(([, check]) => check()));
  const failed = named.filter((_, index) => results[index]?.status === 'rejected').map(([name]) => name);
  if (failed.length > 0) throw new Error(`${failed.join(', ')} failed (their output is above)`);
};

const build: [string, () => Promise<void>] = ['build', pnpm(['run', 'build'])];

// The build comes before the unit tests: the release tests among them take each area's dist/ as the
// first of two builds of the same source (AREA_BUILDS_IN_DIST), instead of building every area twice.
const checks: Array<[string, () => Promise<void>]> = [
  [
    'format, lint and types',
    together([
      ['format', pnpm(['run', 'format:check'])],
      ['lint', pnpm(['run', 'lint'])],
      ['types', pnpm(['run', 'typecheck'])],
    ]),
  ],
  build,
  ['first-load byte budgets', () => runScript('scripts/budgets.ts')],
  ['unit and component tests', pnpm(['run', 'test:unit'], { env: { ...process.env, AREA_BUILDS_IN_DIST: '1' } })],
];

const steps: Array<[string, () => Promise<void>]> = [
  ...(walk ? [build] : checks),
  walk
    ? ['release for end-to-end tests', publishAndRelease(e2eEnv)]
    : [
        "release for end-to-end tests (the site, and the registry tests' own)",
        together([
          ['site', publishAndRelease(e2eEnv)],
          ['registry tests', publishAndRelease(registryEnv)],
        ]),
      ],
  walk
    ? ['end-to-end tests', pnpm(['--filter', './e2e', 'run', 'walk'], { env: e2eEnv })]
    : ['end-to-end tests', pnpm(['run', 'test:e2e'], { env: { ...e2eEnv, REGISTRY_PORT: String(registryPort) } })],
];

const started = Date.now();
// The emulator takes a while to start; it does so while the checks before the browser tests run.
const emulator = startAuthEmulator();
try {
  for (const [name, step] of steps) {
    if (name === 'end-to-end tests') await emulator.ready();
    log(name);
    const stepStart = Date.now();
    await step();
    log(`${name} passed in ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
  }
} finally {
  emulator.stop();
}
log(`all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
