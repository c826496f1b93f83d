import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface StorePaths {
  store: string;
  cdn: string;
  host: string;
  registry: string;
}

/** The release store: what a CDN bucket plus the host's web root would hold. */
export function storePaths(store = process.env.RELEASE_STORE ?? resolve(ROOT, '.releases')): StorePaths {
  return {
    store,
    cdn: resolve(store, 'cdn'),
    host: resolve(store, 'host'),
    registry: resolve(store, 'remotes.json'),
  };
}

export function ports(): { host: number; cdn: number; api: number } {
  const port = Number(process.env.PORT ?? 8080);
  return {
    host: port,
    cdn: Number(process.env.CDN_PORT ?? port + 1),
    api: Number(process.env.API_PORT ?? port + 10),
  };
}

/** The origin areas are served from, as the browser sees it. */
export function cdnOrigin(): string {
  return process.env.CDN_ORIGIN ?? `http://localhost:${ports().cdn}`;
}

/** Where the operators' commands reach platform-api (the one `npm run serve` starts). */
export function apiOrigin(): string {
  return process.env.API_ORIGIN ?? `http://127.0.0.1:${ports().api}`;
}
