import { expect, test } from '../fixtures/test';
import { textsIn } from '../fixtures/texts';

const en = textsIn('en');

test.describe('an area that cannot be fetched', () => {
  test('shows its Retry panel inside the shell, leaves the rest working, and comes back on Retry', async ({
    page,
    openSite,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/lobby|Failed to load resource|ERR_FAILED|RUNTIME-00/i);
    const cdn = new URL(process.env.CDN_ORIGIN ?? 'http://localhost:8181');
    const lobbyFiles = (url: URL) => url.origin === cdn.origin && url.pathname.startsWith('/lobby/');
    await page.route(lobbyFiles, (route) => route.abort('connectionrefused'));

    await openSite('/m/home');
    const panel = page.getByRole('alert').filter({ hasText: en.t('common:something_went_wrong') });
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: en.t('host:nav.label') })).toBeVisible();

    await page.getByRole('button', { name: en.t('host:nav.member') }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByLabel(en.t('accounts:login.username'), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: en.t('accounts:top_bar.back_home') }).click();
    await expect(panel).toBeVisible({ timeout: 15_000 });

    await page.unroute(lobbyFiles);
    await panel.getByRole('button', { name: en.t('common:retry') }).click();
    await expect(page.locator('[data-area="lobby"]').getByRole('img').first()).toBeVisible();
    await expect(panel).toHaveCount(0);
  });
});
