// `npm test`: every check, in the order a failure is cheapest to find: lint, types, unit and
// component tests, then Playwright against the built, composed site with platform-api in test mode.
import { resolve } from 'node:path';
import { AUTH_EMULATOR_HOST, startAuthEmulator } from './lib/firebase-emulator.mjs';
import { ROOT } from './lib/paths.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';
import { log, run } from './lib/run.mjs';

const E2E_PORT = process.env.E2E_PORT ?? '8180';
const e2eEnv = {
  ...process.env,
  RELEASE_STORE: resolve(ROOT, 'e2e/.release-store'),
  PORT: E2E_PORT,
  CDN_ORIGIN: `http://localhost:${Number(E2E_PORT) + 1}`,
  // platform-api verifies Firebase tokens against the emulator; the page and the tests reach it too.
  FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
};

const steps = [
  ['format', ['pnpm', ['run', 'format:check']]],
  ['lint', ['pnpm', ['run', 'lint']]],
  ['types', ['pnpm', ['run', 'typecheck']]],
  ['unit and component tests', ['pnpm', ['run', 'test:unit']]],
  ['build', ['pnpm', ['run', 'build']]],
  ['release for end-to-end tests', ['node', ['scripts/areas.mjs', 'release', '--all', '--no-build'], { env: e2eEnv }]],
  ['publish host for end-to-end tests', ['node', ['scripts/areas.mjs', 'host', '--no-build'], { env: e2eEnv }]],
  ['end-to-end tests', ['pnpm', ['run', 'test:e2e'], { env: e2eEnv }]],
];

await ensurePnpm();
const started = Date.now();
// The emulator takes a while to start; it does so while the checks before the browser tests run.
const emulator = startAuthEmulator();
emulator.ready.catch(() => undefined);
try {
  for (const [name, [command, args, options]] of steps) {
    if (name === 'end-to-end tests') await emulator.ready;
    log(name);
    const stepStart = Date.now();
    await run(command, args, options);
    log(`${name} passed in ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
  }
} finally {
  emulator.stop();
}
log(`all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
