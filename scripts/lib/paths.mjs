import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const AREAS = ['accounts', 'lobby', 'member', 'agent'];

/** The release store: what a CDN bucket plus the host's web root would hold. */
export function storePaths(store = process.env.RELEASE_STORE ?? resolve(ROOT, '.releases')) {
  return {
    store,
    cdn: resolve(store, 'cdn'),
    host: resolve(store, 'host'),
    registry: resolve(store, 'remotes.json'),
  };
}

export function ports() {
  const port = Number(process.env.PORT ?? 8080);
  return {
    host: port,
    cdn: Number(process.env.CDN_PORT ?? port + 1),
    api: Number(process.env.API_PORT ?? port + 10),
  };
}

/** The origin areas are served from, as the browser sees it. */
export function cdnOrigin() {
  return process.env.CDN_ORIGIN ?? `http://localhost:${ports().cdn}`;
}
