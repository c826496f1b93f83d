import { areasOk, expect, readRegistry, test } from '../../../fixtures/registry';
import { watchScripts } from '../script-watch';

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
  // The worker keeps a release's file under its hashed name without the release's folder.
  await expect
    .poll(() =>
      page.evaluate(async (releaseFolder) => {
        const ran = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.startsWith(releaseFolder) && url.endsWith('.js'));
        const area = new URL(releaseFolder).pathname.split('/')[1];
        const kept = await Promise.all(
          ran.map((url) => caches.match(url.replace(releaseFolder, `${new URL(releaseFolder).origin}/${area}/`))),
        );
        return ran.length > 0 && kept.every(Boolean);
      }, folder),
    )
    .toBe(true);

  const label = `unchanged-${Date.now().toString(36)}`;
  await areasOk(['release', 'lobby', '--no-build', '--label', label]);
  const released = readRegistry().areas.lobby;
  scripts.reset();
  await page.goto('/m/home?lang=en');
  await expect(lobby).toBeVisible();
  await page.waitForLoadState('networkidle');
  const fromRelease = scripts.all().filter((url) => url.startsWith(new URL('.', released.manifest).href));
  expect(fromRelease.length, 'the page runs the new release').toBeGreaterThan(0);
  expect(scripts.fromNetwork(), 'scripts downloaded again').toEqual([]);
  await scripts.stop();
});
