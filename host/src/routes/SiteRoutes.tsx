import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { paths } from '@platform/shared';
import { RouteError } from './RouteError';

export interface SiteRoutesProps {
  /** The frame every page is drawn in (the header, the page, the bottom navigation). */
  frame: ComponentType<{ children: ReactNode }>;
  /** The page drawn at a path, or undefined where there is none. */
  pageFor: (pathname: string) => ReactNode | undefined;
}

/**
 * Renders the page of the address in the site's frame, with the site's own panel for failures: a
 * page that throws shows RouteError (until the next navigation), and a path with no page goes home.
 *
 * Every page of the site has a fixed address, so the page is looked up, not matched: react-router's
 * useRoutes flattened, ranked and matched all of the site's hundred routes, compiling a pattern for
 * each, on every render, which was the longest task of a page's start-up. The router still keeps the
 * address and the history, and its links and navigation work as before. No data is loaded through
 * the router, and the data router was half of react-router's bytes on every page.
 */
export function SiteRoutes({ frame: Frame, pageFor }: SiteRoutesProps) {
  const { pathname } = useLocation();
  const page = pageFor(pathname);
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      {page === undefined ? <Navigate to={paths.home} replace /> : <Frame>{page}</Frame>}
    </ErrorBoundary>
  );
}
