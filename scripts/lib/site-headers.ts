// The security headers of the served site: the host page's policy, the areas' own pages on the CDN
// origin, and the API's answers as the host origin passes them on.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { AREA_NAMES, eachPointer, parseRemotesFile } from '@platform/shared/registry';

// A CSP source may not hold spaces, commas, semicolons or quotes; such a URL is allowed by its origin.
const SAFE_SOURCE = /^https?:\/\/[A-Za-z0-9.:[\]-]+\/[A-Za-z0-9._~%!$&()*+=:@/-]*$/;

/**
 * The folder of each release the registry points at (`<cdn>/<area>/<version>/`), stable or canary,
 * for every merchant: a page may run the scripts of those releases and of nothing else on the CDN.
 * A broken registry gives none; the host then shows each area's panel itself.
 */
export function releaseScriptSources(registry: unknown): string[] {
  let pointers: { manifest: string }[];
  try {
    pointers = eachPointer(parseRemotesFile(registry)).flatMap(({ pointer }) =>
      pointer.canary ? [pointer, pointer.canary] : [pointer],
    );
  } catch {
    return [];
  }
  const sources = pointers.map(({ manifest }) => {
    const folder = new URL('.', manifest).href;
    return SAFE_SOURCE.test(folder) ? folder : new URL(manifest).origin;
  });
  return [...new Set(sources)].sort();
}

/** Every area folder of the release store's CDN: what a developer's `?mf-dev=` may pick from in tests. */
export function storedAreaSources(cdnOrigin: string): string[] {
  return AREA_NAMES.map((area) => `${cdnOrigin}/${area}/`);
}

/** How a page's policy names one inline script it may run: the hash of its text (`'sha256-…'`). */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

export interface HostPolicyInput {
  /** Where area scripts may come from: release folders, and any developer origins. */
  scripts: readonly string[];
  /** Origins areas fetch manifests, styles, images and fonts from. */
  areaOrigins: readonly string[];
  /** Further origins the page talks to (an auth emulator). */
  connect?: readonly string[];
  /** Hashes of the inline scripts the page may run (`'sha256-…'`): those, and no other. */
  inline?: readonly string[];
}

const join = (sources: readonly string[]) => (sources.length ? ` ${sources.join(' ')}` : '');

/** The host page's Content-Security-Policy: inline scripts only by hash, area scripts only from their releases. */
export function hostPagePolicy({ scripts, areaOrigins, connect = [], inline = [] }: HostPolicyInput): string {
  const areas = join(areaOrigins);
  return [
    "default-src 'self'",
    `script-src 'self'${join(inline)}${join(scripts)}`,
    // Swiper and React set style attributes; an inline <script> runs only when its hash is named.
    `style-src 'self' 'unsafe-inline'${areas}`,
    `connect-src 'self'${areas}${join(connect)}`,
    `img-src 'self' data:${areas}`,
    `font-src 'self'${areas}`,
    // The launched demo game is a same-origin page under /api/play, shown in a sandboxed frame.
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of an area's own `index.html` on the CDN origin (a page for building the area alone):
 * its scripts and styles come from its release, it talks to nothing else and is framed by no one.
 */
export const AREA_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The headers of an API answer as the host origin sends it on: never sniffed as another type, and
 * never stored when it answers a signed-in request (member data), whatever the API said.
 */
export function apiAnswerHeaders(request: IncomingHttpHeaders, answer: IncomingHttpHeaders): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...answer, 'x-content-type-options': 'nosniff' };
  if (request.authorization) headers['cache-control'] = 'no-store';
  return headers;
}
