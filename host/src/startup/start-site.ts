import { fetchStartup, loadPublicKey, queryClient, setMerchantCode, setStartup } from '@platform/shared';
import type { StartupValue } from '@platform/shared/contract';
import { assignReleases, resolveMerchant, type AreaPointer } from '@platform/shared/registry';
import { watchAreaHealth } from '../areas/area-health';
import { preloadAreaManifests, registerAreas } from '../areas/area-runtime';
import { applyPageDevOverrides } from '../areas/dev-overrides';
import { fetchRemotesFile, type AreaName } from '../areas/remotes-file';
import { browserSessionId } from '../areas/session-id';
import { NAV_DESTINATIONS } from '../layout/bottom-nav/destinations';
import { findRoute } from '../routes/route-table';
import { startFirstReads } from './first-reads';
import { nextTask } from './next-task';
import { whenIdle } from './when-idle';
import { withTimeout } from './with-timeout';

function navigationAreas(): AreaName[] {
  return NAV_DESTINATIONS.flatMap((path) => {
    const page = findRoute(path)?.page;
    return page ? [page.area] : [];
  });
}

/**
 * Reads the area registry and the start-up settings. The registry decides the merchant (by host
 * name), so it comes first; the settings are fetched for that merchant.
 */
async function readStartup(): Promise<StartupValue> {
  const file = await fetchRemotesFile();
  for (const problem of file.problems) console.error(`[registry] ${problem}; that merchant's entry is ignored`);
  const { merchantCode, areas, invalid } = resolveMerchant(file, window.location.hostname);
  setMerchantCode(merchantCode);
  // The releases are picked here, where the registry is read, once for the whole page: this session's
  // side of each canary, so the page never loads two versions of one area.
  const session = browserSessionId();
  const assigned = assignReleases(areas, session);
  const used = applyPageDevOverrides(assigned);
  const fromRegistry = Object.entries(used).filter(([area, pointer]) => assigned[area as AreaName] === pointer);
  watchAreaHealth(session, Object.fromEntries(fromRegistry) as Partial<Record<AreaName, AreaPointer>>);
  registerAreas(used, invalid);
  preloadAreaManifests(navigationAreas());
  await nextTask();
  // The page's own data need not wait for the settings and its area's code.
  void startFirstReads(window.location.pathname + window.location.search);
  const startup = await fetchStartup();
  setStartup(startup);
  // Fetched ahead so the first login does not wait for it, once the first screen is up: its request
  // and key import are no part of that screen. A failure is retried at login.
  whenIdle(() => void loadPublicKey().catch(() => undefined), 3000);
  return startup;
}

let begun: Promise<StartupValue> | null = null;

/**
 * Starts the start-up reads before the first render, so that they, and the page's first reads,
 * are under way while React mounts. The next startSite() takes this attempt over.
 */
export function beginStartup(): void {
  if (begun) return;
  begun = readStartup();
  // A failure is reported by the startSite() that takes the attempt over.
  begun.catch(() => undefined);
}

/** The registry and start-up settings: the attempt begun before the first render, or a new one (a retry). */
export function startSite(): Promise<StartupValue> {
  const attempt = begun ?? readStartup();
  begun = null;
  return attempt;
}

/**
 * The site's start-up as a query: read once per page load; a failure is shown with Retry, not tried
 * again on its own, not even when the component that shows it mounts.
 */
export const STARTUP_QUERY = {
  queryKey: ['startup'],
  queryFn: startSite,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  retryOnMount: false,
} as const;

/** How long the first render waits for the start-up's answer before it draws the loading state. */
export const STARTUP_WAIT_MS = 1500;

/**
 * Puts the start-up's answer in the query cache before the first render, if it comes within
 * `STARTUP_WAIT_MS`. Then the first render draws the whole frame at once, as a transition that
 * yields to the browser every few milliseconds. Rendered before, the frame came in a second render,
 * when the answer arrived: an update from the query cache, which React renders in one blocking task
 * (the frame's mount took 100-140 ms of main thread on this machine). Past the wait (a slow
 * network), the first render draws the loading state as before, and the answer takes its place.
 */
export async function settleStartup(): Promise<void> {
  // prefetchQuery never rejects (a failure is kept in the cache): what is caught is the wait running out.
  await withTimeout(
    queryClient.prefetchQuery(STARTUP_QUERY),
    STARTUP_WAIT_MS,
    () => new Error('start-up pending'),
  ).catch(() => undefined);
}
