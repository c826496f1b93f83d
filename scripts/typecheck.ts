// `npm run typecheck`: every TypeScript file of the workspace, in four programs, as many at once as
// there are cores, checked by TypeScript's native compiler (`tsgo`, @typescript/native-preview): the same
// checker and options as `tsc`, in about a quarter of its CPU time (26 s against 97 s on two cores).
// The browser code (shared, the host and the areas) is one program (tsconfig.browser.json); platform-api
// and the scripts have no DOM, and the end-to-end tests their own globals.
import { availableParallelism } from 'node:os';
import { log, run } from './lib/run';

// The longest first, so that the others share the remaining cores meanwhile.
const PROGRAMS = ['tsconfig.browser.json', 'platform-api', 'e2e', 'scripts'];

const queue = [...PROGRAMS];
const failed: string[] = [];
async function worker(): Promise<void> {
  for (let program = queue.shift(); program; program = queue.shift()) {
    await run('tsgo', ['--noEmit', '-p', program]).catch(() => failed.push(program));
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROGRAMS.length) }, worker));

if (failed.length > 0) {
  log(`type errors in ${failed.join(', ')} (above)`);
  process.exitCode = 1;
}
