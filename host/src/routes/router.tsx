import { BrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@platform/shared';
import { AreaPage } from '../areas/AreaPage';
import { Shell } from '../layout/Shell';
import { MaintenancePage } from '../startup/MaintenancePage';
import { SiteRoutes } from './SiteRoutes';
import { HOME_ALIASES, MAINTENANCE_PATH, ROUTES, type RouteEntry } from './route-table';

const toHome = <Navigate to={paths.home} replace />;

function elementFor(route: RouteEntry) {
  if (route.paths.includes(MAINTENANCE_PATH)) return <MaintenancePage />;
  if (!route.page) return toHome;
  return <AreaPage key={`${route.page.area}/${route.page.module}`} area={route.page.area} module={route.page.module} />;
}

const children: RouteObject[] = [
  ...ROUTES.flatMap((route) => route.paths.map((path) => ({ path, element: elementFor(route) }))),
  ...HOME_ALIASES.map((path) => ({ path, element: toHome })),
  { path: '*', element: toHome },
];

const SITE_ROUTES: RouteObject[] = [{ element: <Shell />, children }];

/** The single router of the page. */
export function SiteRouter() {
  return (
    <BrowserRouter>
      <SiteRoutes routes={SITE_ROUTES} />
    </BrowserRouter>
  );
}
