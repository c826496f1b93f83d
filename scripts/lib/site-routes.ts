// The host's route table, read by the server that sends the host page: which area page a path
// renders. It is the table the host routes by, so the two never disagree.
import { register } from 'node:module';
import type { RoutePage } from './preload-links';

interface RouteTable {
  findRoute(pathname: string): { page: RoutePage | null } | undefined;
  HOME_ALIASES: readonly string[];
}

register('./site-routes-hook.mjs', import.meta.url);
// Named by URL so that the type check of the scripts stays out of the host's browser code.
const ROUTE_TABLE = new URL('../../host/src/routes/route-table.ts', import.meta.url).href;
const table = (await import(ROUTE_TABLE)) as RouteTable;
const home = table.findRoute('/m/home');

/** The area page rendered at a path (the query left off), or null for a path no area renders. */
export function pageAt(pathname: string): RoutePage | null {
  if (table.HOME_ALIASES.includes(pathname)) return home?.page ?? null;
  return table.findRoute(pathname)?.page ?? null;
}
