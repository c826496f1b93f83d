import { HTTP_4XX, expect, expireSmsCodes, lastSmsCode, submitLogin, test } from '../../fixtures/accounts';
import type { Page } from '@playwright/test';
import type { Member } from '../../fixtures/accounts';
import { LANGUAGES, textsIn, type Language } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';
import { storedSession } from '../../fixtures/test';

async function requestResetCode(page: Page, language: Language, member: Member) {
  const { t } = textsIn(language);
  // The forget page's tab panel has the same name in English and may still be fading out.
  await page.getByRole('textbox', { name: t('accounts:mobile.label'), exact: true }).fill(member.mobile);
  await page.getByRole('button', { name: t('accounts:sms.get_code') }).click();
  await expect(page.getByLabel(t('accounts:sms.label'), { exact: true })).toBeEnabled();
}

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t, error } = textsIn(language);

  test.describe(`passwords (${language})`, () => {
    test(`forgot by phone leads to set-password by SMS, whose success signs the member in${turn()}`, async ({
      page,
      openSite,
      request,
      member,
    }) => {
      await openSite('/m/forget', language);
      await page.getByRole('link', { name: t('accounts:forget.phone_continue') }).click();
      await expect(page).toHaveURL(/\/m\/setPsw/);
      await requestResetCode(page, language, member);
      await page.getByLabel(t('accounts:sms.label'), { exact: true }).fill(await lastSmsCode(request, member.mobile));
      await page.getByLabel(t('accounts:set_password.new_password'), { exact: true }).fill('fresh456');
      await page.getByRole('button', { name: t('accounts:set_password.submit') }).click();
      await expect(page).toHaveURL(/\/m\/home/);
      const session = await storedSession(page);
      expect(session).toMatchObject({ userName: member.username });
    });

    test(`set-password: the same password clears the password; a wrong or expired code clears the code${turn()}`, async ({
      page,
      openSite,
      request,
      member,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(HTTP_4XX);
      await openSite('/m/setPsw', language);
      await requestResetCode(page, language, member);
      const code = await lastSmsCode(request, member.mobile);
      const codeField = page.getByLabel(t('accounts:sms.label'), { exact: true });
      const passwordField = page.getByLabel(t('accounts:set_password.new_password'), { exact: true });

      await codeField.fill(code);
      await passwordField.fill(member.password);
      await page.getByRole('button', { name: t('accounts:set_password.submit') }).click();
      await expect(page.getByText(error('modify.new.old.same'))).toBeVisible();
      await expect(passwordField).toHaveValue('');
      await expect(codeField).toHaveValue(code);

      await codeField.fill(code === '000000' ? '111111' : '000000');
      await passwordField.fill('fresh456');
      await page.getByRole('button', { name: t('accounts:set_password.submit') }).click();
      await expect(page.getByText(error('verification.code_error'))).toBeVisible();
      await expect(codeField).toHaveValue('');

      await expireSmsCodes(request, member.mobile);
      await codeField.fill(code);
      await page.getByRole('button', { name: t('accounts:set_password.submit') }).click();
      await expect(page.getByText(error('verification.code_error'))).toBeVisible();
      await expect(codeField).toHaveValue('');
      await expect(page).toHaveURL(/\/m\/setPsw/);
    });

    test(`forgot by e-mail sends the mail and goes back${turn()}`, async ({ page, openSite, request }) => {
      await openSite('/m/login', language);
      await page.getByRole('link', { name: t('accounts:login.forgot'), exact: true }).click();
      await page.getByRole('tab', { name: t('accounts:forget.by_email') }).click();
      await page.getByLabel(t('accounts:forget.username'), { exact: true }).fill('member01');
      await page.getByRole('textbox', { name: t('accounts:forget.email'), exact: true }).fill('juan@example.invalid');
      await page.getByRole('button', { name: t('accounts:forget.submit') }).click();
      await expect(page.getByText(t('accounts:forget.sent'))).toBeVisible();
      await expect(page).toHaveURL(/\/m\/login/);
      const outbox = await (await request.get('/api/test/mail-outbox')).json();
      expect(outbox.value).toContainEqual(expect.objectContaining({ username: 'member01' }));
    });

    test(`change password: the same password is refused with a popup, a new one saves and works${turn()}`, async ({
      page,
      openSite,
      member,
    }) => {
      await openSite('/m/login', language);
      await submitLogin(page, language, member.username, member.password);
      await expect(page).toHaveURL(/\/m\/home/);
      await openSite('/m/set', language);
      await page.getByRole('button', { name: t('accounts:settings.change_password') }).click();
      await expect(page).toHaveURL(/\/m\/changePsw/);
      // The page reloaded, so it no longer knows the session password: it asks for the old one.
      await page.getByLabel(t('accounts:change.old_password'), { exact: true }).fill(member.password);
      await page.getByLabel(t('accounts:change.new_password'), { exact: true }).fill(member.password);
      await page.getByLabel(t('accounts:change.confirm'), { exact: true }).fill(member.password);
      await page.getByRole('button', { name: t('accounts:change.submit'), exact: true }).click();
      await expect(page.getByRole('alertdialog')).toContainText(t('accounts:change.same'));
      await page.getByRole('button', { name: t('common:ok') }).click();

      await page.getByLabel(t('accounts:change.new_password'), { exact: true }).fill('fresh456');
      await page.getByLabel(t('accounts:change.confirm'), { exact: true }).fill('fresh456');
      await page.getByRole('button', { name: t('accounts:change.submit'), exact: true }).click();
      await expect(page.getByText(t('accounts:change.saved'))).toBeVisible();
      await expect(page).toHaveURL(/\/m\/home/);

      await openSite('/m/set', language);
      await page.getByRole('button', { name: t('accounts:settings.sign_out') }).click();
      await expect(page).toHaveURL(/\/m\/home/);
      await openSite('/m/login', language);
      await submitLogin(page, language, member.username, 'fresh456');
      await expect(page).toHaveURL(/\/m\/home/);
    });

    test(`change password and settings send a visitor home${turn()}`, async ({ page, openSite }) => {
      await openSite('/m/changePsw', language);
      await expect(page).toHaveURL(/\/m\/home/);
      await openSite('/m/set', language);
      await expect(page).toHaveURL(/\/m\/home/);
    });
  });
}
