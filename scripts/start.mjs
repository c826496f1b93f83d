// `npm start`: from a fresh clone to the running site. Installs, builds, releases every area into
// the local release store, seeds the database, then serves the host, the areas and the API.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';
import { log, run } from './lib/run.mjs';

await ensurePnpm();
log('installing dependencies');
await run('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only']);
log('building the host and the areas');
await run('pnpm', ['run', 'build']);
log('releasing into the local release store');
await run('node', ['scripts/areas.mjs', 'release', '--all', '--no-build']);
await run('node', ['scripts/areas.mjs', 'host', '--no-build']);
const database = process.env.PLATFORM_DB ?? resolve(ROOT, '.data/platform.db');
if (!existsSync(database)) {
  log('creating and seeding the database');
  await run('pnpm', ['--filter', './platform-api', 'run', 'seed'], { env: { ...process.env, PLATFORM_DB: database } });
}
await run('node', ['scripts/serve.mjs']);
