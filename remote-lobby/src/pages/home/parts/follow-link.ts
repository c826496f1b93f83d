import type { LinkTarget } from '@platform/shared';

/** Follows a decided link: the router inside the site, a new tab without an opener outside it. */
export function followLink(target: LinkTarget, navigate: (path: string) => void): void {
  if (target.kind === 'internal') navigate(target.path);
  else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener');
}
