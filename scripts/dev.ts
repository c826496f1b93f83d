// `npm run dev [area ...]`: hot reload against platform-api. Named areas (all when none is named)
// run on their dev servers; the others are served as released, so one area can be worked on
// against everything else as it is live.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { AREA_NAMES, isAreaName, unknownAreaMessage, type AreaName, type AreaPointer } from '@platform/shared/registry';
import { cdnHandler } from './lib/cdn';
import { ROOT, cdnOrigin, ports, storePaths } from './lib/paths';
import { readRegistry } from './lib/release-store';
import { log } from './lib/run';
import { listen } from './lib/static-server';

const DEV_PORTS: Record<AreaName, number> = { accounts: 3001, lobby: 3002, member: 3003, agent: 3004 };

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function requestedAreas(): string[] {
  try {
    return parseArgs({ allowPositionals: true, options: {} }).positionals;
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\nUsage: npm run dev [-- area ...]`);
  }
}

const requested = requestedAreas();
const unknown = requested.find((area) => !isAreaName(area));
if (unknown !== undefined) fail(unknownAreaMessage(unknown));
const devAreas: readonly AreaName[] = requested.length ? requested.filter(isAreaName) : AREA_NAMES;
const paths = storePaths();
const registry = readRegistry(paths);
const { api: apiPort, cdn: cdnPort } = ports();

const areas = {} as Record<AreaName, AreaPointer>;
for (const area of AREA_NAMES) {
  const released = registry.areas[area];
  if (devAreas.includes(area)) {
    areas[area] = { version: 'dev', manifest: `http://localhost:${DEV_PORTS[area]}/mf-manifest.json` };
  } else if (released) {
    // Released areas are served here by the dev CDN, whatever origin they were released for.
    areas[area] = { ...released, manifest: `${cdnOrigin()}${new URL(released.manifest).pathname}` };
  } else {
    fail(`${area} has no release to serve: run \`npm start\` once, or name it to run it in dev.`);
  }
}
const devRegistry = resolve(paths.store, 'dev-remotes.json');
mkdirSync(paths.store, { recursive: true });
writeFileSync(devRegistry, JSON.stringify({ ...registry, areas, merchants: {} }, null, 2));

const children: ChildProcess[] = [];
function start(name: string, command: string, args: string[], env: Record<string, string> = {}): void {
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
if (devAreas.length < AREA_NAMES.length) await listen(cdnHandler(paths.cdn), cdnPort);

log(`dev: http://localhost:3000/m/ · areas in dev: ${devAreas.join(', ')}`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
