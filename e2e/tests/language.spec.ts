import { expect, test } from '../fixtures/test';
import { textsIn } from '../fixtures/texts';

const en = textsIn('en');
const ty = textsIn('ty');

test.describe('language', () => {
  test('Tagalog is the default', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('navigation', { name: ty.t('host:nav.label') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
  });

  test('?lang= switches the language on any URL and the choice persists', async ({ page }) => {
    await page.goto('/m/login?lang=en');
    await expect(page.getByRole('button', { name: en.t('accounts:login.submit'), exact: true })).toBeVisible();
    await page.goto('/m/home');
    await expect(page.getByRole('navigation', { name: en.t('host:nav.label') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/m/mine?lang=ty');
    await expect(page.getByRole('button', { name: ty.t('member:mine.guest_prompt') })).toBeVisible();
  });

  test('the header switch changes every area on screen without a reload', async ({ page, openSite }) => {
    await openSite('/m/home', 'en');
    // The switch names the current language in itself, a constant of the host.
    await page.getByRole('button', { name: `${en.t('host:header.language')}: English` }).click();
    await page.getByRole('menuitemradio', { name: /TY/ }).click();
    await expect(page.getByRole('navigation', { name: ty.t('host:nav.label') })).toBeVisible();
    await expect(page.getByRole('link', { name: ty.t('host:header.login') })).toBeVisible();
  });
});
