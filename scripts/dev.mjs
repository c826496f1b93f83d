// `npm run dev [area ...]`: hot reload against platform-api. Named areas (all when none is named)
// run on their dev servers; the others are served as released, so one area can be worked on
// against everything else as it is live.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cdnHandler } from './lib/cdn.mjs';
import { AREAS, ROOT, cdnOrigin, ports, storePaths } from './lib/paths.mjs';
import { readRegistry } from './lib/release-store.mjs';
import { listen } from './lib/static-server.mjs';
import { log } from './lib/run.mjs';

const DEV_PORTS = { accounts: 3001, lobby: 3002, member: 3003, agent: 3004 };
const requested = process.argv.slice(2);
for (const area of requested) {
  if (!AREAS.includes(area)) {
    console.error(`Unknown area "${area}". Areas: ${AREAS.join(', ')}.`);
    process.exit(1);
  }
}
const devAreas = requested.length ? requested : AREAS;
const paths = storePaths();
const registry = readRegistry(paths);
const { api: apiPort, cdn: cdnPort } = ports();

const areas = {};
for (const area of AREAS) {
  if (devAreas.includes(area)) {
    areas[area] = { version: 'dev', manifest: `http://localhost:${DEV_PORTS[area]}/mf-manifest.json` };
  } else if (registry.areas[area]) {
    // Released areas are served here by the dev CDN, whatever origin they were released for.
    const manifest = new URL(registry.areas[area].manifest);
    areas[area] = { ...registry.areas[area], manifest: `${cdnOrigin()}${manifest.pathname}` };
  } else {
    console.error(`${area} has no release to serve: run \`npm start\` once, or name it to run it in dev.`);
    process.exit(1);
  }
}
const devRegistry = resolve(paths.store, 'dev-remotes.json');
mkdirSync(paths.store, { recursive: true });
writeFileSync(devRegistry, JSON.stringify({ ...registry, areas, merchants: {} }, null, 2));

const children = [];
function start(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => log(`${name} stopped (exit ${code})`));
  children.push(child);
}

const database = process.env.PLATFORM_DB ?? resolve(ROOT, '.data/platform.db');
start('platform-api', 'pnpm', ['--filter', './platform-api', 'run', 'dev'], {
  PORT: String(apiPort),
  PLATFORM_DB: database,
  PLATFORM_SEED: existsSync(database) ? '0' : '1',
});
for (const area of devAreas)
  start(area, 'pnpm', ['--filter', `./remote-${area}`, 'run', 'dev'], { PORT: String(DEV_PORTS[area]) });
start('host', 'pnpm', ['--filter', './host', 'run', 'dev'], {
  PORT: '3000',
  API_PORT: String(apiPort),
  DEV_REMOTES_FILE: devRegistry,
});
if (devAreas.length < AREAS.length) await listen(cdnHandler(paths.cdn), cdnPort);

log(`dev: http://localhost:3000/m/ · areas in dev: ${devAreas.join(', ')}`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
