import { ACCOUNTS, expect, storedSession, submitLogin, test } from '../fixtures/test';
import { MF_RUNTIME_MARKER, REACT_DOM_MARKER, readShareScope, recordScripts } from '../fixtures/federation';
import { oneOf, textsIn, textsUnder } from '../fixtures/texts';

const en = textsIn('en');
const joined = en.pattern('member:mine.joined_days_other', { count: /\d+/ });

test.describe('the composed site', () => {
  test('each area renders inside the host frame, with the layout its route asks for', async ({
    page,
    openSite,
    signIn,
  }) => {
    const main = page.getByRole('main');
    const header = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: en.t('host:nav.label') });

    await openSite('/m/home');
    await expect(main.locator('[data-area="lobby"]').getByRole('img').first()).toBeVisible();
    await expect(header).toBeVisible();
    await expect(nav).toBeVisible();

    await openSite('/m/mine');
    await expect(
      main.locator('[data-area="member"]').getByRole('button', { name: en.t('member:mine.guest_prompt') }),
    ).toBeVisible();
    await expect(nav).toBeVisible();
    await expect(header).toHaveCount(0);

    await openSite('/m/login');
    await expect(
      main.locator('[data-area="accounts"]').getByLabel(en.t('accounts:login.username'), { exact: true }),
    ).toBeVisible();
    await expect(nav).toHaveCount(0);

    await signIn(ACCOUNTS.agent, 'en', '/m/agent');
    await expect(main.locator('[data-area="agent"]').getByText(en.t('agent:home.total_balance'))).toBeVisible();
    await expect(
      main.locator('[data-area="agent"]').getByText(oneOf(textsUnder('en', 'agent:home.greeting'))),
    ).toBeVisible();
  });

  test('the session is one object: login shows in the header without a reload; sign-out reaches the member area', async ({
    page,
    openSite,
  }) => {
    await openSite('/m/login');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await submitLogin(page, 'en', ACCOUNTS.member.username, ACCOUNTS.member.password);

    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-member')).toHaveText('Juan');
    await expect(page.getByTestId('header-balance')).toHaveText('₱1,520.75');

    await page.getByRole('button', { name: en.t('host:nav.member') }).click();
    await expect(page.getByText(joined)).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: en.t('host:header.menu') }).click();
    await page.getByRole('button', { name: en.t('host:menu.sign_out') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: en.t('host:menu.sign_out') })
      .click();
    await expect(page.getByRole('link', { name: en.t('host:header.login') })).toBeVisible();
    expect(await storedSession(page)).toBeNull();

    await page.goForward();
    await expect(page.getByRole('button', { name: en.t('member:mine.guest_prompt') })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('react-dom, the shared package and the MF runtime are loaded once for every area', async ({
    page,
    openSite,
    signIn,
  }) => {
    await signIn(ACCOUNTS.agent);
    // One document from here on: the agent page, then the lobby and the member area by navigation.
    const scripts = recordScripts(page);
    await openSite('/m/agent');
    await expect(page.locator('[data-area="agent"]').getByText(en.t('agent:home.total_balance'))).toBeVisible();
    await page.getByRole('button', { name: en.t('agent:home.back_home') }).click();
    await expect(page.locator('[data-area="lobby"]').getByRole('img').first()).toBeVisible();
    await page.getByRole('button', { name: en.t('host:nav.member') }).click();
    await expect(page.locator('[data-area="member"]').getByText(joined)).toBeVisible();

    const scope = await readShareScope(page);
    for (const pkg of ['react', 'react-dom', '@platform/shared', 'valtio', 'i18next']) {
      const loaded = scope.filter((entry) => entry.pkg === pkg && entry.loaded);
      expect(loaded, `${pkg} provided once`).toHaveLength(1);
      expect(loaded[0]?.from).toBe('host');
    }
    const users = scope.find((entry) => entry.pkg === '@platform/shared' && entry.loaded)?.useIn ?? [];
    expect(users).toEqual(expect.arrayContaining(['host', 'agent', 'lobby', 'member']));
    expect(scripts.filter((script) => script.text.includes(REACT_DOM_MARKER))).toHaveLength(1);
    expect(scripts.filter((script) => script.text.includes(MF_RUNTIME_MARKER))).toHaveLength(1);
  });
});
