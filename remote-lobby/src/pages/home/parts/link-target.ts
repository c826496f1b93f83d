/** Where a server-given link may lead: a page of this site, or an http(s) page elsewhere. */
export type LinkTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/** Only a link that writes its scheme out may leave the site; `//host` and its look-alikes may not. */
const EXPLICIT_WEB_SCHEME = /^https?:\/\//i;

/**
 * Decides what a link from the server (banner, popup, side icon) does, after URL parsing: a path
 * under `/m/` on `origin` navigates inside the site; an absolute http(s) URL of another origin opens
 * outside; anything else (`javascript:`, `//host`, `/\host`, other schemes, other paths here) is null.
 */
export function linkTarget(raw: string | null | undefined, origin: string): LinkTarget | null {
  const text = raw?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === new URL(origin).origin) {
    return url.pathname.startsWith('/m/')
      ? { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` }
      : null;
  }
  return EXPLICIT_WEB_SCHEME.test(text) ? { kind: 'external', url: url.href } : null;
}
