import {
  ANNOUNCEMENT_QUERY,
  HOME_ALIASES,
  announcementsQuery,
  bannersOf,
  gameListFilterOf,
  gameListQuery,
  paths,
  queryClient,
  readGameListState,
  scopeNow,
  type Scope,
} from '@platform/shared';
import { findRoute } from '../routes/route-table';

/** How an image is fetched ahead of the element that shows it; `high` for the page's largest paint. */
export type ImagePreloader = (url: string, priority: 'high' | 'auto') => void;

// A preload, not a detached Image: the page's <img> (no crossorigin) takes the fetched image from
// the preload cache instead of asking again. The game tiles' icon queue sees the link and leaves
// such an icon to its img.
const preloadImage: ImagePreloader = (url, priority) => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = priority;
  document.head.append(link);
};

/** A read of the page being opened, with the query of its URL (the part after `?`). */
type FirstRead = (scope: Scope, preload: ImagePreloader, search: URLSearchParams) => Promise<void>;

/** Home's announcements, and the first banner's image: home's largest paint. */
async function homeBanners(scope: Scope, preload: ImagePreloader): Promise<void> {
  const { list } = await queryClient.fetchQuery(announcementsQuery(scope, ANNOUNCEMENT_QUERY.home));
  const url = bannersOf(list)[0]?.url;
  if (url) preload(url, 'high');
}

/** The game list's first row on a phone (three columns); the rows below it are left to the page. */
export const FIRST_ROW_ICONS = 3;

/**
 * The game list's first page, in the mode and filter its URL asks for, and the first row's icons:
 * the first is the list's largest paint. The other modes read lists of their own (the member's).
 */
async function gameListIcons(scope: Scope, preload: ImagePreloader, search: URLSearchParams): Promise<void> {
  const state = readGameListState(search);
  if (state.dataType !== 'all') return;
  const { pages } = await queryClient.fetchInfiniteQuery(gameListQuery(scope, gameListFilterOf(state)));
  const icons = (pages[0]?.games ?? []).slice(0, FIRST_ROW_ICONS).map((game) => game.iconUrl);
  icons.forEach((url, at) => {
    if (url) preload(url, at === 0 ? 'high' : 'auto');
  });
}

// What a page reads before its first screen can paint, started while its area's code is still on
// the way. Each goes into the query cache under the key the page itself uses, so the page finds
// it there (or in flight) instead of asking again.
const FIRST_READS: Readonly<Record<string, readonly FirstRead[]>> = {
  'lobby/HomePage': [homeBanners],
  'lobby/GameListPage': [gameListIcons],
};

const isHomeAlias = (pathname: string) => (HOME_ALIASES as readonly string[]).includes(pathname);

/** The first reads of the page at a path, by the area page its route renders. */
export function firstReadsOf(pathname: string): readonly FirstRead[] {
  const page = findRoute(isHomeAlias(pathname) ? paths.home : pathname)?.page;
  return page ? (FIRST_READS[`${page.area}/${page.module}`] ?? []) : [];
}

/**
 * Starts the first reads of the page being opened (its path and query, as in the address bar), for
 * the merchant just resolved. A failed read is left to the page, which asks again and shows its own
 * error.
 */
export function startFirstReads(
  location: string,
  { scope = scopeNow(), preload = preloadImage }: { scope?: Scope; preload?: ImagePreloader } = {},
): Promise<void> {
  const url = new URL(location, window.location.origin);
  return Promise.all(
    firstReadsOf(url.pathname).map((read) => read(scope, preload, url.searchParams).catch(() => undefined)),
  ).then(() => undefined);
}
