// Serves the released site: the host at PORT (8080) with /api proxied to platform-api, the areas
// from a second origin (CDN_PORT, 8081) as a CDN would, and platform-api itself (API_PORT, 8090).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { cdnHandler } from './lib/cdn';
import { ROOT, cdnOrigin, ports, storePaths } from './lib/paths';
import { readRegistry } from './lib/release-store';
import { listen, notFound, proxy, safeJoin, sendFile } from './lib/static-server';

const paths = storePaths();
const { host: hostPort, cdn: cdnPort, api: apiPort } = ports();
const testMode = process.env.PLATFORM_API_MODE === 'test';

/**
 * The origins that may serve area code: the CDN, every origin the registry points at (so `areas use`
 * with another CDN needs no restart), and AREA_DEV_ORIGINS (comma-separated) for a developer's
 * `?mf-dev=` override against a local dev server.
 */
function areaOrigins(): string {
  const origins = new Set([cdnOrigin()]);
  try {
    const registry = readRegistry(paths);
    const pointers = [
      ...Object.values(registry.areas),
      ...Object.values(registry.merchants).flatMap((merchant) => Object.values(merchant.areas)),
    ];
    for (const pointer of pointers) origins.add(new URL(pointer.manifest).origin);
  } catch {
    // No registry yet, or a broken one: the host reports that itself; the CDN is still allowed.
  }
  for (const origin of (process.env.AREA_DEV_ORIGINS ?? '').split(',')) if (origin.trim()) origins.add(origin.trim());
  return [...origins].join(' ');
}

/** The Firebase Auth emulator, when the site runs against one (dev and tests). */
function firebaseOrigins(): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  return emulator ? ` http://${emulator}` : '';
}

function contentSecurityPolicy(): string {
  const areas = areaOrigins();
  return [
    "default-src 'self'",
    `script-src 'self' ${areas}`,
    // Swiper and React set style attributes; no inline <script> is allowed anywhere.
    `style-src 'self' 'unsafe-inline' ${areas}`,
    `connect-src 'self' ${areas}${firebaseOrigins()}`,
    `img-src 'self' data: ${areas}`,
    `font-src 'self' ${areas}`,
    // The launched demo game is a same-origin page under /api/play, shown in a sandboxed frame.
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function pageHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

function hostHandler(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  if (url.startsWith('/api/')) return proxy(req, res, apiPort);
  const path = url.split('?')[0] ?? '/';
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
  const page = resolve(paths.host, 'index.html');
  if (!isPage || !sendFile(req, res, page, { ...pageHeaders(), 'Cache-Control': 'no-cache' })) notFound(res);
}

function startApi() {
  const env = {
    ...process.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
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
const stop = () => {
  api.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await waitForApi();
await listen(cdnHandler(paths.cdn), cdnPort);
await listen(hostHandler, hostPort);
console.log(`\nThe mobile site is up: http://localhost:${hostPort}/m/`);
console.log(`  areas from ${cdnOrigin()}  ·  API on http://127.0.0.1:${apiPort}${testMode ? '  ·  test mode' : ''}`);
console.log(
  '  demo accounts: member01 / member123 (member) · agent01 / agent123 (agent) · trial: "Free trial" on the login page',
);
console.log(`  second merchant: http://m002.localhost:${hostPort}/m/ (member02 / member123, agent02 / agent123)\n`);
