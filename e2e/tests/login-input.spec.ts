import { ACCOUNTS, expect, test } from '../fixtures/test';

const TEXT = {
  en: { submit: 'Log in', wrong: 'Incorrect username or password', format: 'Account format is incorrect' },
  ty: { submit: 'Mag-log in', wrong: 'Mali ang username o password', format: 'Mali ang format ng account' },
} as const;

for (const language of ['en', 'ty'] as const) {
  test.describe(`login with bad input (${language})`, () => {
    test('a malformed username is caught before any request, with the translated message', async ({
      page,
      openSite,
    }) => {
      await openSite('/m/login', language);
      let loginCalls = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/auth/login')) loginCalls += 1;
      });
      await page.getByLabel('Username', { exact: true }).fill('a!');
      await page.getByLabel('Password', { exact: true }).fill('whatever1');
      await page.getByRole('button', { name: TEXT[language].submit, exact: true }).click();
      await expect(page.getByText(TEXT[language].format)).toBeVisible();
      await expect(page.getByLabel('Username', { exact: true })).toBeFocused();
      expect(loginCalls).toBe(0);
    });

    test('a wrong password shows the translated error and keeps what was typed', async ({
      page,
      openSite,
      allowConsoleErrors,
    }) => {
      // Chromium itself reports the 401 answer in the console; the page logs nothing.
      allowConsoleErrors(/^Failed to load resource: the server responded with a status of 401/);
      await openSite('/m/login', language);
      await page.getByLabel('Username', { exact: true }).fill(ACCOUNTS.player40.username);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: TEXT[language].submit, exact: true }).click();
      await expect(page.getByText(TEXT[language].wrong)).toBeVisible();
      await expect(page.getByLabel('Username', { exact: true })).toHaveValue(ACCOUNTS.player40.username);
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
      await expect(page).toHaveURL(/\/m\/login/);
    });
  });
}
