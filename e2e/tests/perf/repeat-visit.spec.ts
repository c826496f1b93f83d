import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { watchScripts } from './script-watch';

/** A hashed file's name, which the service worker keeps whatever release folder it came from. */
const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;

/**
 * Waits until the service worker holds what the page needs to start without a network: the page,
 * its two start-up reads and every script the visit ran. The page hands the worker its files in
 * several messages, and the worker keeps them one by one after the page has settled.
 */
async function offlineCopiesKept(page: Page, scripts: string[]) {
  await expect
    .poll(
      () =>
        page.evaluate(async (names) => {
          const reads = await Promise.all(
            ['/m/', '/m/remotes.json', '/api/system/startup'].map((key) => caches.match(key, { ignoreVary: true })),
          );
          const cache = await caches.open('offline-v1');
          const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname.split('/').pop()));
          return [
            ...reads.filter((read) => !read).map(() => 'a start-up read'),
            ...names.filter((name) => !kept.has(name)),
          ];
        }, scripts.map(fileName)),
      { message: 'files the service worker does not hold yet', timeout: 30_000 },
    )
    .toEqual([]);
}

for (const language of LANGUAGES) {
  const { t } = textsIn(language);

  test(`home again downloads no script, and offline it opens as far as the shell with the notice (${language})`, async ({
    page,
    context,
    openSite,
    allowConsoleErrors,
  }) => {
    // Offline, the areas' manifests and the API cannot be reached, and the host says so in the console.
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|ERR_FAILED|\[area:|AreaLoadError/);
    // A routed page has no HTTP cache in Playwright: home's popups may show here, they cover nothing tested.
    await page.unrouteAll();
    const scripts = await watchScripts(page);
    const lobby = page.locator('[data-area="lobby"]').getByRole('img').first();

    await openSite('/m/home', language);
    await expect(lobby).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.fromNetwork().length, 'the first visit downloads the scripts').toBeGreaterThan(0);
    const firstRun = scripts.all();
    await offlineCopiesKept(page, firstRun);

    scripts.reset();
    await openSite('/m/home', language);
    await expect(lobby).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.all().length, 'the repeat visit runs the same scripts').toBeGreaterThan(0);
    // Home's popups follow flags the first visit stored, so the second may show one the first did not,
    // with code (the HTML sanitizer) the first never ran and no cache could hold: that is not a repeat.
    const ranBefore = new Set(firstRun.map(fileName));
    const again = scripts.fromNetwork().filter((url) => ranBefore.has(fileName(url)));
    expect(again, 'scripts downloaded again').toEqual([]);
    await scripts.stop();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: t('host:network.offline') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('host:nav.label') })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: t('host:header.login') })).toBeVisible();
    await expect(page.getByText(t('host:startup.failed'))).toHaveCount(0);
  });
}
