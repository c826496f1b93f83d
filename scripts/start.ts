// `npm start`: from a fresh clone to the running site. The npm script has installed pnpm (when it
// was missing) and the dependencies; this builds, publishes the host, releases every area into the
// local release store, seeds the database, then serves the host, the areas and the API.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './lib/paths';
import { log, run, runScript } from './lib/run';

log('building the host and the areas');
await run('pnpm', ['run', 'build']);
log('releasing into the local release store');
// The host first: an area's release is checked against the @platform/shared it publishes.
await runScript('scripts/areas.ts', ['host', '--no-build']);
await runScript('scripts/areas.ts', ['release', '--all', '--no-build']);
const database = process.env.PLATFORM_DB ?? resolve(ROOT, '.data/platform.db');
if (!existsSync(database)) {
  log('creating and seeding the database');
  await run('pnpm', ['--filter', './platform-api', 'run', 'seed'], { env: { ...process.env, PLATFORM_DB: database } });
}
await runScript('scripts/serve.ts');
