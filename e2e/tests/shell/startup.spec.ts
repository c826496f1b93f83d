import { expect, test, waitForStart } from '../../fixtures/test';
import { patchStartup } from '../../fixtures/startup';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';

const VISITOR_IP = '203.0.113.7';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);

  test.describe(`start-up settings (${language})`, () => {
    test(`maintenance shows the maintenance page at /m/maintenance, without header or navigation${turn()}`, async ({
      page,
      openSite,
    }) => {
      await patchStartup(page, (startup) => ({ ...startup, maintenance: true }));
      await openSite('/m/home', language);
      await expect(page).toHaveURL(/\/m\/maintenance$/);
      await expect(page.getByRole('heading', { name: t('host:maintenance.title') })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('banner')).toHaveCount(0);
    });

    test(`region restriction shows the restricted page with the visitor IP${turn()}`, async ({ page, openSite }) => {
      await patchStartup(page, (startup) => ({
        ...startup,
        regionRestriction: true,
        location: { ip: VISITOR_IP, country: 'XX' },
      }));
      await openSite('/m/login', language);
      await expect(page.getByRole('heading', { name: t('host:restricted.title') })).toBeVisible();
      await expect(page.getByText(t('host:restricted.ip', { ip: VISITOR_IP }))).toBeVisible();
      await expect(page.getByLabel(t('accounts:login.username'))).toHaveCount(0);
    });

    test(`maintenance wins when the region is also restricted${turn()}`, async ({ page, openSite }) => {
      await patchStartup(page, (startup) => ({ ...startup, maintenance: true, regionRestriction: true }));
      await openSite('/m/home', language);
      await expect(page.getByRole('heading', { name: t('host:maintenance.title') })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('host:restricted.title') })).toHaveCount(0);
    });
  });
}

for (const [language, chunk] of [
  ['en', 'bootstrap'],
  ['ty', 'site'],
] as const) {
  test(`the site says so and offers a retry when its ${chunk} code cannot arrive (${language})`, async ({
    page,
    allowConsoleErrors,
  }) => {
    const { t } = textsIn(language);
    allowConsoleErrors(/failed to start|chunk|Failed to load resource|ERR_INTERNET_DISCONNECTED/i);
    const files = new RegExp(`/static/(js|css)/async/${chunk}\\.[^/]*\\.(js|css)(\\?|$)`);
    let refused = 0;
    await page.route(files, (route) => {
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await page.goto(`/m/home?lang=${language}`);
    const notice = page.getByRole('alert');
    await expect(notice.getByRole('heading', { name: t('host:start_failed.title') })).toBeVisible();
    await expect(notice.getByText(t('host:start_failed.body'))).toBeVisible();
    expect(refused).toBeGreaterThan(0);

    // Back online, the retry starts the site.
    await page.unroute(files);
    await notice.getByRole('button', { name: t('host:start_failed.retry') }).click();
    await waitForStart(page);
    await expect(page.getByRole('navigation', { name: t('host:nav.label') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('host:start_failed.title') })).toHaveCount(0);
  });
}

test('a normal start-up never shows the maintenance page', async ({ page, openSite }) => {
  await openSite('/m/maintenance');
  await expect(page).toHaveURL(/\/m\/home$/);
});
