import { capture, log, run } from './run.mjs';

const PNPM_VERSION = '10.34.8';

/** Makes sure pnpm is on the PATH, installing the pinned version with npm when it is not. */
export async function ensurePnpm() {
  const version = await capture('pnpm', ['--version']);
  if (version) return;
  log(`installing pnpm ${PNPM_VERSION} with npm`);
  await run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
}
