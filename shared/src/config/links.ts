/** Where a link given by the server may lead. */
export type LinkTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

const INTERNAL_ROOT = '/m/';

/**
 * Decides, once for the whole site, what a server-provided link (banner, popup, announcement) or a
 * `pageBack` parameter may do. Internal: a path under /m/ on this origin, after URL parsing (so
 * `//host`, `/\host`, `\/host` and encoded tricks cannot leave the site). External: http(s) only, for a
 * new tab with noopener. Anything else (javascript:, data:, other schemes, junk) does nothing.
 */
export function classifyLink(href: unknown, origin: string = window.location.origin): LinkTarget {
  if (typeof href !== 'string') return { kind: 'none' };
  const raw = href.trim();
  if (!raw) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(raw, `${origin}/`);
  } catch {
    return { kind: 'none' };
  }
  if (url.origin === origin) {
    return url.pathname.startsWith(INTERNAL_ROOT)
      ? { kind: 'internal', path: url.pathname + url.search + url.hash }
      : { kind: 'none' };
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return { kind: 'external', url: url.href };
  return { kind: 'none' };
}

/** A `pageBack`-style parameter as a path to navigate to, or null when it is not an internal path. */
export function internalPath(value: unknown): string | null {
  const target = classifyLink(value);
  return target.kind === 'internal' ? target.path : null;
}
