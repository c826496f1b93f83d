import { ACCOUNTS, expect, test } from '../../fixtures/test';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';

const en = textsIn('en');

const ITEMS = ['home', 'promo', 'deposit', 'service', 'member'] as const;

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);

  test(`the bottom navigation has its five items (${language})${turn()}`, async ({ page, openSite }) => {
    await openSite('/m/home', language);
    const nav = page.getByRole('navigation', { name: t('host:nav.label') });
    const items = nav.locator(':scope > a, :scope > button');
    await expect(items).toHaveCount(ITEMS.length);
    for (const [index, item] of ITEMS.entries())
      await expect(items.nth(index)).toHaveAccessibleName(t(`host:nav.${item}`));
    await expect(nav.getByRole('link', { name: t('host:nav.service') })).toHaveAttribute('href', /^https:\/\/chat\./);
    await expect(nav.getByRole('link', { name: t('host:nav.service') })).toHaveAttribute('target', '_blank');
  });
}

test('member takes a guest to login and a member to Mine', async ({ page, openSite, signIn }) => {
  await openSite('/m/home');
  await page.getByRole('button', { name: en.t('host:nav.member') }).click();
  await expect(page).toHaveURL(/\/m\/login$/);

  await signIn(ACCOUNTS.member);
  await page.getByRole('button', { name: en.t('host:nav.member') }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.getByText(en.pattern('member:mine.joined_days_other', { count: /\d+/ }))).toBeVisible();
});

test('the bottom navigation is hidden on login and the agent home, shown on Mine', async ({ page, openSite }) => {
  const nav = page.getByRole('navigation', { name: en.t('host:nav.label') });
  await openSite('/m/login');
  await expect(page.getByLabel(en.t('accounts:login.username'), { exact: true })).toBeVisible();
  await expect(nav).toHaveCount(0);
  await openSite('/m/mine');
  await expect(nav).toBeVisible();
});

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);

  test(`a trial account is turned away from Member with the free_reject message (${language})${turn()}`, async ({
    page,
    openSite,
  }) => {
    await openSite('/m/login', language);
    await page.getByRole('button', { name: t('accounts:login.trial') }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.getByRole('button', { name: t('host:nav.member') }).click();
    await expect(page.getByText(t('host:nav.free_reject'))).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByText(t('host:nav.free_reject'))).toHaveCount(0, { timeout: 4000 });
  });
}
