import { ACCOUNTS, expect, test } from '../../fixtures/test';

const NAMES = {
  en: ['Home', 'Promo', 'Deposit', 'Service', 'Member'],
  ty: ['Home', 'Promo', 'Deposito', 'Serbisyo', 'Miyembro'],
} as const;

for (const language of ['en', 'ty'] as const) {
  test(`the bottom navigation has its five items (${language})`, async ({ page, openSite }) => {
    await openSite('/m/home', language);
    const nav = page.getByRole('navigation', {
      name: language === 'en' ? 'Main navigation' : 'Pangunahing nabigasyon',
    });
    const items = nav.locator(':scope > a, :scope > button');
    await expect(items).toHaveCount(5);
    for (const [index, name] of NAMES[language].entries()) await expect(items.nth(index)).toHaveAccessibleName(name);
    await expect(nav.getByRole('link', { name: NAMES[language][3] })).toHaveAttribute('href', /^https:\/\/chat\./);
    await expect(nav.getByRole('link', { name: NAMES[language][3] })).toHaveAttribute('target', '_blank');
  });
}

test('member takes a guest to login and a member to Mine', async ({ page, openSite, signIn }) => {
  await openSite('/m/home');
  await page.getByRole('button', { name: 'Member' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);

  await signIn(ACCOUNTS.member);
  await page.getByRole('button', { name: 'Member' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.getByText(/^Joined \d+ days ago$/)).toBeVisible();
});

test('the bottom navigation is hidden on login and the agent home, shown on Mine', async ({ page, openSite }) => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await openSite('/m/login');
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
  await expect(nav).toHaveCount(0);
  await openSite('/m/mine');
  await expect(nav).toBeVisible();
});

for (const language of ['en', 'ty'] as const) {
  test(`a trial account is turned away from Member with the free_reject message (${language})`, async ({
    page,
    openSite,
  }) => {
    const text = {
      en: { trial: 'Free trial', member: 'Member', reject: 'Please log in with a real account to use this function' },
      ty: {
        trial: 'Libreng pagsubok',
        member: 'Miyembro',
        reject: 'Mag-log in gamit ang totoong account para magamit ang function na ito',
      },
    }[language];
    await openSite('/m/login', language);
    await page.getByRole('button', { name: text.trial }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.getByRole('button', { name: text.member }).click();
    await expect(page.getByText(text.reject)).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByText(text.reject)).toHaveCount(0, { timeout: 4000 });
  });
}
