import { ACCOUNTS, expect, test } from '../fixtures/test';
import { LANGUAGES, textsIn } from '../fixtures/texts';
import { takeTurns } from '../fixtures/languages';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t, error } = textsIn(language);

  test.describe(`login with bad input (${language})`, () => {
    test(`a malformed username is caught before any request, with the translated message${turn()}`, async ({
      page,
      openSite,
    }) => {
      await openSite('/m/login', language);
      let loginCalls = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/auth/login')) loginCalls += 1;
      });
      await page.getByLabel(t('accounts:login.username'), { exact: true }).fill('a!');
      await page.getByLabel(t('accounts:login.password'), { exact: true }).fill('whatever1');
      await page.getByRole('button', { name: t('accounts:login.submit'), exact: true }).click();
      await expect(page.getByText(error('validation.account_format'))).toBeVisible();
      await expect(page.getByLabel(t('accounts:login.username'), { exact: true })).toBeFocused();
      expect(loginCalls).toBe(0);
    });

    test(`a wrong password shows the translated error and keeps what was typed${turn()}`, async ({
      page,
      openSite,
      allowConsoleErrors,
    }) => {
      // Chromium itself reports the 401 answer in the console; the page logs nothing.
      allowConsoleErrors(/^Failed to load resource: the server responded with a status of 401/);
      await openSite('/m/login', language);
      await page.getByLabel(t('accounts:login.username'), { exact: true }).fill(ACCOUNTS.player40.username);
      await page.getByLabel(t('accounts:login.password'), { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: t('accounts:login.submit'), exact: true }).click();
      await expect(page.getByText(error('auth.credentials_invalid'))).toBeVisible();
      await expect(page.getByLabel(t('accounts:login.username'), { exact: true })).toHaveValue(
        ACCOUNTS.player40.username,
      );
      await expect(page.getByLabel(t('accounts:login.password'), { exact: true })).toHaveValue('not-the-password');
      await expect(page).toHaveURL(/\/m\/login/);
    });
  });
}
