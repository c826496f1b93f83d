import { expect, test } from '../fixtures/test';

test.describe('language', () => {
  test('Tagalog is the default', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('navigation', { name: 'Pangunahing nabigasyon' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
  });

  test('?lang= switches the language on any URL and the choice persists', async ({ page }) => {
    await page.goto('/m/login?lang=en');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await page.goto('/m/home');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/m/mine?lang=ty');
    await expect(page.getByRole('button', { name: 'Mag-log in o magrehistro' })).toBeVisible();
  });

  test('the header switch changes every area on screen without a reload', async ({ page, openSite }) => {
    await openSite('/m/home', 'en');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: /TY/ }).click();
    await expect(page.getByRole('navigation', { name: 'Pangunahing nabigasyon' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mag-log in' })).toBeVisible();
  });
});
