import { areasOk, expect, readRegistry, test } from '../../../fixtures/registry';
import { fileName, offlineCopiesKept, watchScripts } from '../script-watch';

test('a release of the lobby with unchanged files downloads none of them again', async ({ page }) => {
  // A routed page has no HTTP cache and no service worker in Playwright; home's popups may show here.
  await page.unrouteAll();
  const scripts = await watchScripts(page);
  const lobby = page.locator('[data-area="lobby"]').getByRole('img').first();
  const before = readRegistry().areas.lobby;

  await page.goto('/m/home?lang=en');
  await expect(lobby).toBeVisible();
  await page.waitForLoadState('networkidle');
  const folder = new URL('.', before.manifest).href;
  const firstRun = scripts.all().filter((url) => url.startsWith(folder));
  expect(firstRun.length, 'the first visit runs the lobby release').toBeGreaterThan(0);
  await offlineCopiesKept(page, firstRun);

  const label = `unchanged-${Date.now().toString(36)}`;
  await areasOk(['release', 'lobby', '--no-build', '--label', label]);
  const released = readRegistry().areas.lobby;
  scripts.reset();
  await page.goto('/m/home?lang=en');
  await expect(lobby).toBeVisible();
  await page.waitForLoadState('networkidle');
  const fromRelease = scripts.all().filter((url) => url.startsWith(new URL('.', released.manifest).href));
  expect(fromRelease.length, 'the page runs the new release').toBeGreaterThan(0);
  // Home's popups follow flags the first visit stored: the second visit may run code the first never
  // ran, which no cache could hold. Downloading again what the first visit ran is what must not happen.
  const ranBefore = new Set(firstRun.map(fileName));
  const again = scripts.fromNetwork().filter((url) => ranBefore.has(fileName(url)));
  expect(again, 'scripts downloaded again').toEqual([]);
  await scripts.stop();
});
