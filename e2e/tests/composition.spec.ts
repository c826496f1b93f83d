import { ACCOUNTS, expect, test } from '../fixtures/test';
import { MF_RUNTIME_MARKER, REACT_DOM_MARKER, readShareScope, recordScripts } from '../fixtures/federation';

test.describe('the composed site', () => {
  test('each area renders inside the host frame, with the layout its route asks for', async ({
    page,
    openSite,
    signIn,
  }) => {
    const main = page.getByRole('main');
    const header = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    await openSite('/m/home');
    await expect(main.locator('[data-area="lobby"]').getByRole('img').first()).toBeVisible();
    await expect(header).toBeVisible();
    await expect(nav).toBeVisible();

    await openSite('/m/mine');
    await expect(
      main.locator('[data-area="member"]').getByRole('button', { name: 'Log in or register' }),
    ).toBeVisible();
    await expect(nav).toBeVisible();
    await expect(header).toHaveCount(0);

    await openSite('/m/login');
    await expect(main.locator('[data-area="accounts"]').getByLabel('Username', { exact: true })).toBeVisible();
    await expect(nav).toHaveCount(0);

    await signIn(ACCOUNTS.agent);
    await openSite('/m/agent');
    await expect(main.locator('[data-area="agent"]').getByText('Total balance')).toBeVisible();
    await expect(main.locator('[data-area="agent"]').getByText(/Good (morning|day|afternoon|evening)/)).toBeVisible();
  });

  test('the session is one object: login shows in the header without a reload; sign-out reaches the member area', async ({
    page,
    openSite,
  }) => {
    await openSite('/m/login');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByLabel('Username', { exact: true }).fill(ACCOUNTS.member.username);
    await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.member.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-member')).toHaveText('Juan');
    await expect(page.getByTestId('header-balance')).toHaveText('₱1,520.75');

    await page.getByRole('button', { name: 'Member' }).click();
    await expect(page.getByText(/^Joined \d+ days ago$/)).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();

    await page.goForward();
    await expect(page.getByRole('button', { name: 'Log in or register' })).toBeVisible();
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
    await expect(page.locator('[data-area="agent"]').getByText('Total balance')).toBeVisible();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page.locator('[data-area="lobby"]').getByRole('img').first()).toBeVisible();
    await page.getByRole('button', { name: 'Member' }).click();
    await expect(page.locator('[data-area="member"]').getByText(/^Joined \d+ days ago$/)).toBeVisible();

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
