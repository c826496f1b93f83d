import { expect, test } from '../../fixtures/test';
import { patchStartup } from '../../fixtures/startup';

const TEXT = {
  en: {
    maintenance: 'The platform is under maintenance',
    restricted: 'Access restricted',
    ip: 'Your IP address: 203.0.113.7',
  },
  ty: {
    maintenance: 'Kasalukuyang nasa maintenance ang platform',
    restricted: 'Limitado ang access',
    ip: 'Ang iyong IP address: 203.0.113.7',
  },
} as const;

for (const language of ['en', 'ty'] as const) {
  test.describe(`start-up settings (${language})`, () => {
    test('maintenance shows the maintenance page at /m/maintenance, without header or navigation', async ({
      page,
      openSite,
    }) => {
      await patchStartup(page, (startup) => ({ ...startup, maintenance: true }));
      await openSite('/m/home', language);
      await expect(page).toHaveURL(/\/m\/maintenance$/);
      await expect(page.getByRole('heading', { name: TEXT[language].maintenance })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('banner')).toHaveCount(0);
    });

    test('region restriction shows the restricted page with the visitor IP', async ({ page, openSite }) => {
      await patchStartup(page, (startup) => ({
        ...startup,
        regionRestriction: true,
        location: { ip: '203.0.113.7', country: 'XX' },
      }));
      await openSite('/m/login', language);
      await expect(page.getByRole('heading', { name: TEXT[language].restricted })).toBeVisible();
      await expect(page.getByText(TEXT[language].ip)).toBeVisible();
      await expect(page.getByLabel('Username')).toHaveCount(0);
    });

    test('maintenance wins when the region is also restricted', async ({ page, openSite }) => {
      await patchStartup(page, (startup) => ({ ...startup, maintenance: true, regionRestriction: true }));
      await openSite('/m/home', language);
      await expect(page.getByRole('heading', { name: TEXT[language].maintenance })).toBeVisible();
      await expect(page.getByRole('heading', { name: TEXT[language].restricted })).toHaveCount(0);
    });
  });
}

test('a normal start-up never shows the maintenance page', async ({ page, openSite }) => {
  await openSite('/m/maintenance');
  await expect(page).toHaveURL(/\/m\/home$/);
});
