import {
  HTTP_4XX,
  expect,
  expireSmsCodes,
  lastSmsCode,
  submitLogin,
  test,
  trackCaptchas,
} from '../../fixtures/accounts';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';
import { storedSession } from '../../fixtures/test';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t, error, pattern } = textsIn(language);

  test.describe(`login (${language})`, () => {
    test(`a wrong password twice brings the captcha with its image; answered, the login goes through${turn()}`, async ({
      page,
      openSite,
      request,
      member,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(HTTP_4XX);
      const captchas = trackCaptchas(page);
      await openSite('/m/login', language);
      await submitLogin(page, language, member.username, 'wrong-pass-1');
      await expect(page.getByText(error('auth.credentials_invalid'))).toBeVisible();
      await expect(page.getByLabel(t('accounts:captcha.label'), { exact: true })).toHaveCount(0);

      await submitLogin(page, language, member.username, 'wrong-pass-2');
      const captcha = page.getByLabel(t('accounts:captcha.label'), { exact: true });
      await expect(captcha).toBeFocused();
      await expect(page.getByRole('img', { name: t('accounts:captcha.image') })).toBeVisible();

      // Tapping the image shows a new one and clears the answer.
      await expect.poll(() => captchas.count()).toBeGreaterThan(0);
      await captcha.fill('1');
      const before = captchas.count();
      await page.getByRole('button', { name: t('accounts:captcha.reload') }).click();
      await expect(captcha).toHaveValue('');
      await expect.poll(() => captchas.count()).toBeGreaterThan(before);

      await captcha.fill(await captchas.answer(request));
      await submitLogin(page, language, member.username, member.password);
      await expect(page).toHaveURL(/\/m\/home/);
    });

    test(`remember password fills the form next time, and localStorage holds no readable password${turn()}`, async ({
      page,
      openSite,
      member,
    }) => {
      await openSite('/m/login', language);
      await page.getByRole('checkbox', { name: t('accounts:login.remember') }).check();
      await submitLogin(page, language, member.username, member.password);
      await expect(page).toHaveURL(/\/m\/home/);
      const stored = await page.evaluate(() => JSON.stringify(localStorage));
      expect(stored).toContain(member.username);
      expect(stored).not.toContain(member.password);

      await page.evaluate(() => sessionStorage.clear());
      await openSite('/m/login', language);
      await expect(page.getByLabel(t('accounts:login.username'), { exact: true })).toHaveValue(member.username);
      await expect(page.getByLabel(t('accounts:login.password'), { exact: true })).toHaveValue(member.password);
      await expect(page.getByRole('checkbox', { name: t('accounts:login.remember') })).toBeChecked();
    });

    test(`mobile and SMS code: a wrong code, an expired code, then the right one${turn()}`, async ({
      page,
      openSite,
      request,
      member,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(HTTP_4XX);
      await openSite('/m/login', language);
      await page.getByRole('tab', { name: t('accounts:login.tab_mobile') }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByLabel(t('accounts:mobile.label'), { exact: true }).fill(member.mobile);
      await panel.getByRole('button', { name: t('accounts:sms.get_code') }).click();
      await expect(page.getByText(t('accounts:sms.sent'))).toBeVisible();
      await expect(
        panel.getByRole('button', { name: pattern('accounts:sms.resend_in', { seconds: /\d+/ }) }),
      ).toBeDisabled();
      const code = await lastSmsCode(request, member.mobile);

      const codeField = panel.getByLabel(t('accounts:sms.label'), { exact: true });
      await codeField.fill(code === '000000' ? '111111' : '000000');
      await panel.getByRole('button', { name: t('accounts:login.submit'), exact: true }).click();
      await expect(panel.getByText(error('verification.code_error'))).toBeVisible();

      await expireSmsCodes(request, member.mobile);
      await codeField.fill(code);
      await panel.getByRole('button', { name: t('accounts:login.submit'), exact: true }).click();
      await expect(panel.getByText(error('verification.code_error'))).toBeVisible();
      await expect(page).toHaveURL(/\/m\/login/);
    });

    test(`mobile and SMS code signs the member in${turn()}`, async ({ page, openSite, request, member }) => {
      await openSite('/m/login', language);
      await page.getByRole('tab', { name: t('accounts:login.tab_mobile') }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByLabel(t('accounts:mobile.label'), { exact: true }).fill(member.mobile);
      await panel.getByRole('button', { name: t('accounts:sms.get_code') }).click();
      await panel.getByLabel(t('accounts:sms.label'), { exact: true }).fill(await lastSmsCode(request, member.mobile));
      await panel.getByRole('button', { name: t('accounts:login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/m\/home/);
    });

    test(`free trial goes home with a trial account${turn()}`, async ({ page, openSite }) => {
      await openSite('/m/login', language);
      await page.getByRole('button', { name: t('accounts:login.trial') }).click();
      await expect(page).toHaveURL(/\/m\/home/);
      const session = await storedSession(page);
      expect(session).toMatchObject({ type: 4, userName: expect.stringMatching(/^trial\d{6}$/) });
      expect(session).not.toHaveProperty('firstTimeLogin');
    });

    test(`the login dialog signs in without leaving the page${turn()}`, async ({ page, openSite, member }) => {
      await openSite('/m/home', language);
      const opener = page.getByRole('button', { name: t('host:header.messages'), exact: true });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: t('accounts:login.title') });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();

      await opener.click();
      await dialog.getByLabel(t('accounts:login.username'), { exact: true }).fill(member.username);
      await dialog.getByLabel(t('accounts:login.password'), { exact: true }).fill(member.password);
      await dialog.getByRole('button', { name: t('accounts:login.submit'), exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/m\/home/);
      await expect(page.getByRole('link', { name: t('host:header.login'), exact: true })).toHaveCount(0);
    });
  });
}
