import { expect, test } from '../../fixtures/test';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';
import { WITH_SERVICE_WORKER } from '../../playwright.config';

// What the service worker keeps is what this file tests.
test.use(WITH_SERVICE_WORKER);

const en = textsIn('en');

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);

  test(`the no-internet notice shows while offline and goes away when the network comes back (${language})${turn()}`, async ({
    page,
    context,
    openSite,
    allowConsoleErrors,
  }) => {
    // Images, data and the parts of home that load late fail to load while offline, as Chromium
    // reports; home keeps such a part to itself with a retry. A late part's script or its styles can
    // still be on the way when the network goes, after the page looked idle.
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|ChunkLoadError|Loading (CSS )?chunk \S+ failed/);
    await openSite('/m/home', language);
    // Home's late parts and the offline worker's first copies are in before the network goes.
    await page.waitForLoadState('networkidle');
    const notice = page.getByRole('alert').filter({ hasText: t('host:network.offline') });
    await expect(notice).toHaveCount(0);
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
  });
}

test('a failing start-up call shows a message and a working retry, not a blank page', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Start-up failed|Failed to load resource|503/);
  let failures = 1;
  await page.route('**/api/system/startup', async (route) => {
    if (failures-- > 0)
      await route.fulfill({ status: 503, json: { errorCode: 'system.upgrading', message: 'upgrading' } });
    else await route.fallback();
  });
  await page.goto('/m/home?lang=en');
  await expect(page.getByText(en.t('host:startup.failed'))).toBeVisible();
  await page.getByRole('button', { name: en.t('common:retry') }).click();
  await expect(page.getByRole('navigation', { name: en.t('host:nav.label') })).toBeVisible();
});
