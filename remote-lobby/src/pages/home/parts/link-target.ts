import { classifyLink, type LinkTarget } from '@platform/shared';

/** Only a link that writes its scheme out may leave the site; `//host` and its look-alikes may not. */
const EXPLICIT_WEB_SCHEME = /^https?:\/\//i;

/**
 * What a server link on home does: shared's `classifyLink` (a path under `/m/` on `origin` after URL
 * parsing stays inside; only http(s) leaves), and besides, a link that only parses to another origin
 * (`//host`, `/\host`, `\/host`, `https:/\host`) does nothing instead of opening it.
 */
export function linkTarget(raw: string | null | undefined, origin: string): LinkTarget {
  const target = classifyLink(raw, origin);
  if (target.kind === 'external' && !EXPLICIT_WEB_SCHEME.test(raw?.trim() ?? '')) return { kind: 'none' };
  return target;
}
