import {
  ANNOUNCEMENT_QUERY,
  HOME_ALIASES,
  announcementsQuery,
  paths,
  queryClient,
  scopeNow,
  type Scope,
} from '@platform/shared';
import { findRoute } from '../routes/route-table';

type FirstRead = (scope: Scope) => Promise<void>;

// What a page reads before its first screen can paint, started while its area's code is still on
// the way. Each goes into the query cache under the key the page itself uses, so the page finds
// it there (or in flight) instead of asking again.
const FIRST_READS: Readonly<Record<string, readonly FirstRead[]>> = {
  'lobby/HomePage': [(scope) => queryClient.prefetchQuery(announcementsQuery(scope, ANNOUNCEMENT_QUERY.home))],
};

const isHomeAlias = (pathname: string) => (HOME_ALIASES as readonly string[]).includes(pathname);

/** The first reads of the page at a path, by the area page its route renders. */
export function firstReadsOf(pathname: string): readonly FirstRead[] {
  const page = findRoute(isHomeAlias(pathname) ? paths.home : pathname)?.page;
  return page ? (FIRST_READS[`${page.area}/${page.module}`] ?? []) : [];
}

/**
 * Starts the first reads of the page being opened, for the merchant just resolved. A failed read
 * is left to the page, which asks again and shows its own error.
 */
export function startFirstReads(pathname: string, scope: Scope = scopeNow()): void {
  for (const read of firstReadsOf(pathname)) void read(scope);
}
