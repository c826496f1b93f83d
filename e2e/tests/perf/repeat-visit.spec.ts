import { expect, test } from '../../fixtures/test';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { fileName, offlineCopiesKept, watchScripts } from './script-watch';
import { takeTurns } from '../../fixtures/languages';
import { WITH_SERVICE_WORKER } from '../../playwright.config';

// What the service worker keeps is what this file tests.
test.use(WITH_SERVICE_WORKER);

/** What the page needs to start without a network, besides the scripts it ran. */
const STARTUP_READS = ['/m/', '/m/remotes.json', '/api/system/startup'];

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);

  test(`home again downloads no script, and offline it opens as far as the shell with the notice (${language})${turn()}`, async ({
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
    await offlineCopiesKept(page, firstRun, STARTUP_READS);

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
