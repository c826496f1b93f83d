import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AreaPage } from '../areas/AreaPage';
import { Shell } from '../layout/Shell';
import { MaintenancePage } from '../startup/MaintenancePage';
import { HOME_ALIASES, MAINTENANCE_PATH, ROUTES, type RouteEntry } from './route-table';

function elementFor(route: RouteEntry) {
  if (route.path === MAINTENANCE_PATH) return <MaintenancePage />;
  if (!route.page) return <Navigate to="/m/home" replace />;
  return <AreaPage key={`${route.page.area}/${route.page.module}`} area={route.page.area} module={route.page.module} />;
}

const children: RouteObject[] = [
  ...ROUTES.map((route) => ({ path: route.path, element: elementFor(route), handle: route })),
  ...HOME_ALIASES.map((path) => ({ path, element: <Navigate to="/m/home" replace /> })),
  { path: '*', element: <Navigate to="/m/home" replace /> },
];

/** The single router of the page. */
export const router = createBrowserRouter([{ element: <Shell />, children }]);
