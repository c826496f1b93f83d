import type { Page } from '@playwright/test';
import { expect, submitLogin, test } from '../../fixtures/accounts';
import { LANGUAGES, textsIn, type Language } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);

  /** Logs in from the login page with the remember box ticked; lands on home. */
  async function logInRemembered(page: Page, lang: Language, account: { username: string; password: string }) {
    await page.getByRole('checkbox', { name: t('accounts:login.remember') }).check();
    await submitLogin(page, lang, account.username, account.password);
    await expect(page).toHaveURL(/\/m\/home/);
  }

  /** Signs out from the header menu, answering the offer to forget the remembered password. */
  async function signOutFromMenu(page: Page, answer: 'forget_password' | 'keep_password') {
    await page.getByRole('button', { name: t('host:header.menu') }).click();
    await page.getByRole('button', { name: t('host:menu.sign_out') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('host:menu.sign_out') })
      .click();
    const offer = page.getByRole('dialog').filter({ hasText: t('host:menu.forget_password_confirm') });
    await offer.getByRole('button', { name: t(`host:menu.${answer}`) }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: t('host:header.login') })).toBeVisible();
  }

  test(`settings tells that the password is remembered and clears it (${language})${turn()}`, async ({
    page,
    openSite,
    member,
  }) => {
    const remembered = page.getByRole('region', { name: t('accounts:settings.remembered.label') });
    await openSite('/m/login', language);
    await logInRemembered(page, language, member);
    await openSite('/m/set', language);
    await expect(remembered.getByRole('status')).toHaveText(t('accounts:settings.remembered.kept'));
    await remembered.getByRole('button', { name: t('accounts:settings.remembered.forget') }).click();
    await expect(remembered.getByRole('status')).toHaveText(t('accounts:settings.remembered.none'));
    await page.evaluate(() => sessionStorage.clear());
    await openSite('/m/login', language);
    await expect(page.getByLabel(t('accounts:login.password'), { exact: true })).toHaveValue('');
  });

  test(`sign-out from the menu keeps the remembered password or forgets it, as asked (${language})${turn()}`, async ({
    page,
    openSite,
    member,
  }) => {
    // Two or three logins, each a deliberately slow password hash on the server.
    test.slow();
    const password = page.getByLabel(t('accounts:login.password'), { exact: true });
    await openSite('/m/login', language);
    await logInRemembered(page, language, member);
    await signOutFromMenu(page, 'keep_password');
    await openSite('/m/login', language);
    await expect(password).toHaveValue(member.password);
    await logInRemembered(page, language, member);
    await signOutFromMenu(page, 'forget_password');
    await openSite('/m/login', language);
    await expect(page.getByLabel(t('accounts:login.username'), { exact: true })).toHaveValue('');
    await expect(password).toHaveValue('');
  });
}
