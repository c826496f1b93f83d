import type { ReactElement } from 'react';
import { BrowserRouter, Navigate } from 'react-router-dom';
import { paths } from '@platform/shared';
import { AreaPage } from '../areas/AreaPage';
import { Shell } from '../layout/Shell';
import { MaintenancePage } from '../startup/MaintenancePage';
import { SiteRoutes } from './SiteRoutes';
import { HOME_ALIASES, MAINTENANCE_PATH, ROUTES, routePath, type RouteEntry } from './route-table';

const toHome = <Navigate to={paths.home} replace />;

function elementFor(route: RouteEntry) {
  if (route.paths.includes(MAINTENANCE_PATH)) return <MaintenancePage />;
  if (!route.page) return toHome;
  return <AreaPage key={`${route.page.area}/${route.page.module}`} area={route.page.area} module={route.page.module} />;
}

const PAGES = new Map<string, ReactElement>([
  ...ROUTES.flatMap((route) => route.paths.map((path) => [path, elementFor(route)] as const)),
  ...HOME_ALIASES.map((path) => [path, toHome] as const),
]);

/** Any other address goes home. */
const pageFor = (pathname: string) => PAGES.get(routePath(pathname)) ?? toHome;

/** The single router of the page. */
export function SiteRouter() {
  return (
    <BrowserRouter>
      <SiteRoutes frame={Shell} pageFor={pageFor} />
    </BrowserRouter>
  );
}
