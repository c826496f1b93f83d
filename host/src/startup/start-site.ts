import { fetchStartup, loadPublicKey, setMerchantCode, setStartup, type StartupValue } from '@platform/shared';
import { preloadAreaManifests, registerAreas } from '../areas/area-runtime';
import { applyPageDevOverrides } from '../areas/dev-overrides';
import { parseRemotesFile, resolveMerchant, type AreaName } from '../areas/remotes-file';
import { NAV_DESTINATIONS } from '../layout/bottom-nav/destinations';
import { findRoute } from '../routes/route-table';

/** Where the host finds the live release of each area. Served with `Cache-Control: no-store`. */
export const REMOTES_URL = '/m/remotes.json';

function navigationAreas(): AreaName[] {
  return NAV_DESTINATIONS.flatMap((path) => {
    const page = findRoute(path)?.page;
    return page ? [page.area] : [];
  });
}

async function loadRemotesFile() {
  const response = await fetch(REMOTES_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTES_URL} answered HTTP ${response.status}`);
  return parseRemotesFile(await response.json());
}

/**
 * Reads the area registry and the start-up settings. The registry decides the merchant (by host
 * name), so it comes first; the settings are fetched for that merchant.
 */
export async function startSite(): Promise<StartupValue> {
  const file = await loadRemotesFile();
  const { merchantCode, areas } = resolveMerchant(file, window.location.hostname);
  setMerchantCode(merchantCode);
  registerAreas(applyPageDevOverrides(areas));
  preloadAreaManifests(navigationAreas());
  const startup = await fetchStartup();
  setStartup(startup);
  // Fetched now so the first login does not wait for it; a failure is retried at login.
  loadPublicKey().catch(() => undefined);
  return startup;
}
