// `npm test`: every check, in the order a failure is cheapest to find: lint, types, unit and
// component tests, then Playwright against the built, composed site with platform-api in test mode.
import { resolve } from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';
import { log, run } from './lib/run.mjs';

const E2E_PORT = process.env.E2E_PORT ?? '8180';
const e2eEnv = {
  ...process.env,
  RELEASE_STORE: resolve(ROOT, 'e2e/.release-store'),
  PORT: E2E_PORT,
  CDN_ORIGIN: `http://localhost:${Number(E2E_PORT) + 1}`,
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
for (const [name, [command, args, options]] of steps) {
  log(name);
  const stepStart = Date.now();
  await run(command, args, options);
  log(`${name} passed in ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
}
log(`all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
