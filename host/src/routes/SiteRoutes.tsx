import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { paths } from '@platform/shared';
import { RouteError } from './RouteError';

/**
 * Renders the routes in the site's own frame for failures: a page that throws shows RouteError (until
 * the next navigation), and a path nothing matches (an odd one, such as one with a U+2028 in it,
 * escapes the catch-all) goes home. The routes are declared, not a data router: the site loads no
 * data through the router, and the data router was half of react-router's bytes on every page.
 */
export function SiteRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      {page ?? <Navigate to={paths.home} replace />}
    </ErrorBoundary>
  );
}
