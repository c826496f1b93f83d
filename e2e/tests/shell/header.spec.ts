import { ACCOUNTS, expect, sessionToken, test } from '../../fixtures/test';
import { STORAGE_KEYS } from '@platform/shared/config/storage-keys';
import { patchStartup } from '../../fixtures/startup';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';

const en = textsIn('en');
/** The switch names the current language in itself: the host's constants, not translations. */
const OWN_NAME = { en: 'English', ty: 'Tagalog' } as const;

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);

  test(`a guest at home sees the logo, login, register, language switch and menu (${language})${turn()}`, async ({
    page,
    openSite,
  }) => {
    await openSite('/m/home', language);
    const header = page.getByRole('banner');
    const languageSwitch = `${t('host:header.language')}: ${OWN_NAME[language]}`;
    await expect(header.getByRole('link', { name: t('host:home_link') })).toBeVisible();
    await expect(header.getByRole('link', { name: t('host:header.login') })).toBeVisible();
    await expect(header.getByRole('link', { name: t('host:header.register') })).toBeVisible();
    await expect(header.getByRole('button', { name: languageSwitch })).toBeVisible();
    await expect(header.getByRole('button', { name: t('host:header.menu') })).toBeVisible();
    await expect(page).toHaveTitle(t('host:site_name'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t('host:site_description'));
  });
}

test('the register button is hidden when direct registration is off', async ({ page, openSite }) => {
  await patchStartup(page, (startup) => ({ ...startup, whitelabel: { ...startup.whitelabel, DIRECTREG3: false } }));
  await openSite('/m/home');
  await expect(page.getByRole('banner').getByRole('link', { name: en.t('host:header.login') })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: en.t('host:header.register') })).toHaveCount(0);
});

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);
  const m = {
    menu: t('host:header.menu'),
    hide: t('host:menu.hide_balance'),
    show: t('host:menu.show_balance'),
    refresh: t('host:menu.refresh'),
    signOut: t('host:menu.sign_out'),
    cancel: t('common:cancel'),
    login: t('host:header.login'),
  };

  test(`a member can hide, show and refresh the balance; refreshing hides it until the reload ends (${language})${turn()}`, async ({
    page,
    signIn,
  }) => {
    await signIn(ACCOUNTS.member, language);
    const balance = page.getByTestId('header-balance');
    await expect(balance).toHaveText('₱1,520.75');
    await expect(page.getByTestId('unread-dot')).toBeVisible();

    await page.getByRole('button', { name: m.menu }).click();
    await page.getByRole('button', { name: m.hide }).click();
    await expect(balance).toHaveText('****');
    await page.getByRole('button', { name: m.menu }).click();
    await page.getByRole('button', { name: m.show }).click();
    await expect(balance).toHaveText('₱1,520.75');

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/wallet/summary', async (route) => {
      await held;
      await route.fallback();
    });
    await page.getByRole('button', { name: m.menu }).click();
    await page.getByRole('button', { name: m.refresh }).click();
    await expect(balance).toHaveText('****');
    release();
    await expect(balance).toHaveText('₱1,520.75');
  });

  test(`sign-out asks first, then clears the session, auto-login and the cached bank list (${language})${turn()}`, async ({
    page,
    signIn,
  }) => {
    await signIn(ACCOUNTS.member, language);
    await page.evaluate((key) => localStorage.setItem(key, '[{"bank":"BDO"}]'), STORAGE_KEYS.bankList);

    await page.getByRole('button', { name: m.menu }).click();
    await page.getByRole('button', { name: m.signOut }).click();
    await page.getByRole('dialog').getByRole('button', { name: m.cancel }).click();
    await expect(page.getByTestId('header-member')).toHaveText('Juan');

    await page.getByRole('button', { name: m.menu }).click();
    await page.getByRole('button', { name: m.signOut }).click();
    await page.getByRole('dialog').getByRole('button', { name: m.signOut }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: m.login })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    const storage = await page.evaluate(
      (keys) => ({
        session: sessionStorage.getItem(keys.session),
        member: sessionStorage.getItem(keys.member),
        autoLogin: localStorage.getItem(keys.autoLogin),
        bankList: localStorage.getItem(keys.bankList),
      }),
      STORAGE_KEYS,
    );
    expect(storage).toEqual({ session: null, member: null, autoLogin: '0', bankList: null });
  });
}

test('a session revoked elsewhere returns to the guest state on the same page, with the notice', async ({
  page,
  signIn,
  request,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/^Failed to load resource: the server responded with a status of 401/);
  // Home refreshes the member record and loads the favourites when it opens; with the header's own calls
  // they must all have answered before the revoke, so the refresh below is the call that finds out.
  const pending = new Set<string>();
  const answered: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request.url());
  });
  page.on('requestfinished', (request) => {
    pending.delete(request.url());
    answered.push(new URL(request.url()).pathname);
  });
  page.on('requestfailed', (request) => pending.delete(request.url()));
  await signIn(ACCOUNTS.member);
  await expect(page.getByTestId('header-balance')).toHaveText('₱1,520.75');
  await expect(page.getByTestId('unread-dot')).toBeVisible();
  await expect.poll(() => answered.includes('/api/games/favourites/ids') && pending.size === 0).toBe(true);
  const token = await sessionToken(page);
  const revoked = await request.delete('/api/auth/session', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);

  await page.getByRole('button', { name: en.t('host:header.menu') }).click();
  await page.getByRole('button', { name: en.t('host:menu.refresh') }).click();
  await expect(page.getByText(en.error('session.expired'))).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: en.t('host:header.login') })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home(\?|$)/);
});
