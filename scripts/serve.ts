// Serves the released site: the host at PORT (8080) with /api proxied to platform-api, the areas
// from a second origin (CDN_PORT, 8081) as a CDN would, and platform-api itself (API_PORT, 8090).
// With --nginx, Debian's nginx serves the host and the areas instead, from the configuration
// `areas nginx` writes (lib/nginx.ts), as production would.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { HEADERS } from '@platform/shared/contract';
import { LOAD_GRAPH_FILE } from '@platform/shared/mf';
import { SESSION_COOKIE, SESSION_COOKIE_ATTRIBUTES, sessionIdFromCookies } from '@platform/shared/registry';
import { cdnHandler } from './lib/cdn';
import { nginxDir, settingsFromEnv, writeNginxFirstScreens, writeNginxSite } from './lib/nginx';
import { ROOT, cdnOrigin, ports, storePaths } from './lib/paths';
import { hostAssets, merchantAt, preloadLinks, STARTUP_PATH, withLinks } from './lib/preload-links';
import { MANIFEST_FILE } from './lib/release-files';
import { pageHeaders, registryJson } from './lib/page-headers';
import { pageAt } from './lib/site-routes';
import { keepFirstScreens } from './lib/first-screen-capture';
import { firstScreenFor, withFirstScreen } from './lib/first-screens';
import { listen, notFound, proxy, safeJoin, sendFile, sendText } from './lib/static-server';

const paths = storePaths();
const { host: hostPort, cdn: cdnPort, api: apiPort } = ports();
const testMode = process.env.PLATFORM_API_MODE === 'test';
const MERCHANT_HEADER = HEADERS.merchant.toLowerCase();
/** FIRST_SCREENS=off: pages start without their first screen in the HTML, and none are taken. */
const firstScreens = process.env.FIRST_SCREENS !== 'off';

// Releases are immutable, so a manifest once read stays right for as long as its version is stored.
const storedManifests = new Map<string, unknown>();
function storedManifest(area: string, version: string): unknown {
  const file = resolve(paths.cdn, area, version, MANIFEST_FILE);
  if (!storedManifests.has(file)) {
    try {
      storedManifests.set(file, JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      return null;
    }
  }
  return storedManifests.get(file);
}

/** A JSON file of the host's build, or null when it has none. */
function hostBuildFile(name: string): unknown {
  try {
    return JSON.parse(readFileSync(resolve(paths.host, name), 'utf8'));
  } catch {
    return null;
  }
}

function hostnameOf(req: IncomingMessage): string {
  try {
    return new URL(`http://${req.headers.host ?? 'localhost'}`).hostname;
  } catch {
    return '';
  }
}

/**
 * The host page, with the early fetches of this route's area as the registry has it now: a release
 * or a rollback changes them at the next page load, with no rebuild of the host.
 */
function sendPage(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  const page = resolve(paths.host, 'index.html');
  if (!existsSync(page)) return false;
  const registry = registryJson();
  // A browser's first page gives it its random session id, which decides its side of every canary
  // from then on: this page's early fetches, the host's choice of releases and every reload agree.
  const kept = sessionIdFromCookies(req.headers.cookie);
  const sessionId = kept ?? randomBytes(16).toString('hex');
  const cookie = kept ? {} : { 'Set-Cookie': `${SESSION_COOKIE}=${sessionId}; ${SESSION_COOKIE_ATTRIBUTES}` };
  // Read with the page, so a new host release brings its own start-up chunks. A web root that is
  // no federated host (the benchmark's single bundle) loads no area's files, so none is named.
  const hostManifest = hostBuildFile(MANIFEST_FILE);
  const links = preloadLinks({
    registry,
    hostname: hostnameOf(req),
    page: hostManifest ? pageAt(path) : null,
    cdnOrigin: cdnOrigin(),
    storedManifest,
    host: hostAssets(hostBuildFile(LOAD_GRAPH_FILE), hostManifest),
    sessionId,
  });
  const hostPage = readFileSync(page, 'utf8');
  const url = req.url ?? path;
  const screen = firstScreens
    ? firstScreenFor({
        store: paths.store,
        url,
        hostname: hostnameOf(req),
        cookies: req.headers.cookie,
        registry,
        sessionId,
        hostPage,
      })
    : null;
  const html = withLinks(hostPage, links);
  sendText(req, res, screen ? withFirstScreen(html, screen) : html, '.html', {
    ...pageHeaders(registry),
    ...cookie,
  });
  return true;
}

function hostHandler(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  const path = url.split('?')[0] ?? '/';
  if (url.startsWith('/api/')) {
    // The page preloads its start-up settings, and a preload cannot send the Merchant header.
    if (path === STARTUP_PATH && !req.headers[MERCHANT_HEADER]) {
      const merchant = merchantAt(registryJson(), hostnameOf(req));
      if (merchant) req.headers[MERCHANT_HEADER] = merchant.merchantCode;
    }
    return proxy(req, res, apiPort);
  }
  if (path === '/m/remotes.json') {
    if (!existsSync(paths.registry)) return notFound(res);
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(readFileSync(paths.registry));
    return;
  }
  if (path.startsWith('/m/') && path !== '/m/') {
    const file = safeJoin(paths.host, path.slice(2));
    if (file && !file.endsWith('index.html') && sendFile(req, res, file)) return;
    // A missing file is a 404, but page paths such as /m/register.html are routes of the site.
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) return notFound(res);
  }
  const isPage = path === '/' || path === '/m' || path.startsWith('/m/');
  if (!isPage || !sendPage(req, res, path)) notFound(res);
}

function startApi() {
  const env = {
    ...process.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    // Area health is accepted for this store's releases, and a failing canary dropped from it.
    RELEASE_STORE: paths.store,
    PLATFORM_DB: process.env.PLATFORM_DB ?? (testMode ? ':memory:' : resolve(ROOT, '.data/platform.db')),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: resolve(ROOT, 'platform-api'),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM') {
      console.error(`platform-api stopped (${signal ?? `exit ${code}`}); stopping the site.`);
      process.exit(1);
    }
  });
  return child;
}

async function waitForApi() {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${apiPort}/api/system/startup`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 150));
  }
  throw new Error(`platform-api did not answer on port ${apiPort}.`);
}

if (!existsSync(resolve(paths.host, 'index.html'))) {
  console.error('Nothing is released yet: run `npm start` (or `pnpm areas release --all`) first.');
  process.exit(1);
}

const api = startApi();
let stopCapturing: (() => Promise<void>) | null = null;
const stop = () => {
  api.kill('SIGTERM');
  void (stopCapturing?.() ?? Promise.resolve()).finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** Runs nginx in the foreground from the store's nginx/ folder, its own prefix, logs and temporary files. */
function startNginx() {
  const conf = writeNginxSite(nginxDir(paths), paths, settingsFromEnv());
  const dir = nginxDir(paths);
  const child = spawn(
    process.env.NGINX ?? '/usr/sbin/nginx',
    ['-p', dir, '-e', `${dir}/error.log`, '-c', conf, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM') {
      console.error(`nginx stopped (${signal ?? `exit ${code}`}); stopping the site.`);
      api.kill('SIGTERM');
      process.exit(1);
    }
  });
  return child;
}

await waitForApi();
if (process.argv.includes('--nginx')) {
  const nginx = startNginx();
  // nginx sends the copies as files, written again after each round of taking them.
  if (firstScreens) {
    stopCapturing = await keepFirstScreens({
      port: hostPort,
      paths,
      afterTaking: () => writeNginxFirstScreens(nginxDir(paths), paths),
    });
  }
  const stopBoth = () => {
    nginx.kill('SIGTERM');
    stop();
  };
  process.off('SIGINT', stop).off('SIGTERM', stop).on('SIGINT', stopBoth).on('SIGTERM', stopBoth);
  console.log(`\nnginx serves the site from ${nginxDir(paths)}/nginx.conf`);
} else {
  await listen(cdnHandler(paths.cdn), cdnPort);
  await listen(hostHandler, hostPort);
  if (firstScreens) stopCapturing = await keepFirstScreens({ port: hostPort, paths });
}
console.log(`\nThe mobile site is up: http://localhost:${hostPort}/m/`);
console.log(`  areas from ${cdnOrigin()}  ·  API on http://127.0.0.1:${apiPort}${testMode ? '  ·  test mode' : ''}`);
console.log(
  '  demo accounts: member01 / member123 (member) · agent01 / agent123 (agent) · trial: "Free trial" on the login page',
);
console.log(`  second merchant: http://m002.localhost:${hostPort}/m/ (member02 / member123, agent02 / agent123)\n`);
