import { fetchStartup, loadPublicKey, setMerchantCode, setStartup } from '@platform/shared';
import type { StartupValue } from '@platform/shared/contract';
import { resolveMerchant } from '@platform/shared/registry';
import { preloadAreaManifests, registerAreas } from '../areas/area-runtime';
import { applyPageDevOverrides } from '../areas/dev-overrides';
import { fetchRemotesFile, type AreaName } from '../areas/remotes-file';
import { NAV_DESTINATIONS } from '../layout/bottom-nav/destinations';
import { findRoute } from '../routes/route-table';
import { startFirstReads } from './first-reads';
import { whenIdle } from './when-idle';

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
  registerAreas(applyPageDevOverrides(areas), invalid);
  preloadAreaManifests(navigationAreas());
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
