import {
  ANNOUNCEMENT_QUERY,
  HOME_ALIASES,
  announcementsQuery,
  bannersOf,
  paths,
  queryClient,
  scopeNow,
  type Scope,
} from '@platform/shared';
import { findRoute } from '../routes/route-table';

/** How an image is fetched ahead of the element that shows it. */
export type ImagePreloader = (url: string) => void;

// A preload, not a detached Image: the page's <img> (no crossorigin) is sure to take the fetched
// image from the preload cache instead of asking again.
const preloadImage: ImagePreloader = (url) => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
};

type FirstRead = (scope: Scope, preload: ImagePreloader) => Promise<void>;

/** Home's announcements, and the first banner's image: home's largest paint. */
async function homeBanners(scope: Scope, preload: ImagePreloader): Promise<void> {
  const { list } = await queryClient.fetchQuery(announcementsQuery(scope, ANNOUNCEMENT_QUERY.home));
  const url = bannersOf(list)[0]?.url;
  if (url) preload(url);
}

// What a page reads before its first screen can paint, started while its area's code is still on
// the way. Each goes into the query cache under the key the page itself uses, so the page finds
// it there (or in flight) instead of asking again.
const FIRST_READS: Readonly<Record<string, readonly FirstRead[]>> = {
  'lobby/HomePage': [homeBanners],
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
export function startFirstReads(
  pathname: string,
  { scope = scopeNow(), preload = preloadImage }: { scope?: Scope; preload?: ImagePreloader } = {},
): Promise<void> {
  return Promise.all(firstReadsOf(pathname).map((read) => read(scope, preload).catch(() => undefined))).then(
    () => undefined,
  );
}
