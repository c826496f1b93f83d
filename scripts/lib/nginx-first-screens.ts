// nginx's part of the first screen (first-screens.ts): the addresses of the pages that have one, and
// the files it sends them from, written from the copies in the store.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseRemotesFile, resolveMerchant } from '@platform/shared/registry';
import { FIRST_SCREEN_PAGES, merchantHosts, readFirstScreen, releasesKey, withFirstScreen } from './first-screens';
import { registryJson } from './page-headers';
import type { StorePaths } from './paths';

/** Where in nginx's folder the pages with their first screen are. */
export const FIRST_SCREENS_DIR = 'first-screens';

/** Each first-screen page's addresses as nginx sees them (`$request_uri`), `?lang=` before or after. */
export function firstScreenRoutes(): string {
  const lang = 'lang=[A-Za-z]+';
  return FIRST_SCREEN_PAGES.map(({ id, path }) => {
    const [pathname = '', query] = path.split('?');
    const escaped = pathname.replace(/[.]/g, '\\.');
    const pattern = query ? `^${escaped}\\?(${lang}&)?${query}(&${lang})?$` : `^${escaped}(\\?${lang})?$`;
    return `    "~${pattern}" ${id};`;
  }).join('\n');
}

/**
 * Writes the pages with their first screen that nginx sends (`<dir>/first-screens/<merchant>/<language>/<page>.html`)
 * from the copies kept in the store that are of the releases live now, each in `page` (nginx's host
 * page); returns how many. nginx cannot
 * tell a canary's side from the session id, so while a canary is live a merchant's pages go without.
 */
export function writeFirstScreenPages(dir: string, paths: StorePaths, page: string): number {
  const out = resolve(dir, FIRST_SCREENS_DIR);
  rmSync(out, { recursive: true, force: true });
  const registry = registryJson(paths);
  let hosts: { merchant: string; hostname: string }[];
  let hostPage: string;
  try {
    hosts = merchantHosts(registry);
    hostPage = readFileSync(resolve(paths.host, 'index.html'), 'utf8');
  } catch {
    return 0;
  }
  const file = parseRemotesFile(registry);
  let written = 0;
  for (const { merchant, hostname } of hosts) {
    if (Object.values(resolveMerchant(file, hostname).areas).some((pointer) => pointer.canary)) continue;
    const releases = releasesKey(registry, hostname, null, hostPage);
    if (!releases) continue;
    for (const language of ['ty', 'en'] as const) {
      for (const { id } of FIRST_SCREEN_PAGES) {
        const screen = readFirstScreen(paths.store, releases, language, id);
        if (screen?.releases !== releases) continue;
        const target = resolve(out, merchant, language, `${id}.html`);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(`${target}.new`, withFirstScreen(page, screen));
        renameSync(`${target}.new`, target);
        written += 1;
      }
    }
  }
  return written;
}
