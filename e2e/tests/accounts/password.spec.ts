import {
  HTTP_4XX,
  LANGUAGES,
  TEXT,
  expect,
  expireSmsCodes,
  lastSmsCode,
  submitLogin,
  test,
} from '../../fixtures/accounts';
import type { Page } from '@playwright/test';
import type { Member } from '../../fixtures/accounts';

async function requestResetCode(page: Page, text: (typeof TEXT)['en' | 'ty'], member: Member) {
  await page.getByLabel(text.mobile, { exact: true }).fill(member.mobile);
  await page.getByRole('button', { name: text.getCode }).click();
  await expect(page.getByLabel(text.smsCode, { exact: true })).toBeEnabled();
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`passwords (${language})`, () => {
    test('forgot by phone leads to set-password by SMS, whose success signs the member in', async ({
      page,
      openSite,
      request,
      member,
    }) => {
      await openSite('/m/forget', language);
      await page.getByRole('link', { name: text.resetBySms }).click();
      await expect(page).toHaveURL(/\/m\/setPsw/);
      await requestResetCode(page, text, member);
      await page.getByLabel(text.smsCode, { exact: true }).fill(await lastSmsCode(request, member.mobile));
      await page.getByLabel(text.newPassword, { exact: true }).fill('fresh456');
      await page.getByRole('button', { name: text.setPassword }).click();
      await expect(page).toHaveURL(/\/m\/home/);
      const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null'));
      expect(session).toMatchObject({ userName: member.username });
    });

    test('set-password: the same password clears the password; a wrong or expired code clears the code', async ({
      page,
      openSite,
      request,
      member,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(HTTP_4XX);
      await openSite('/m/setPsw', language);
      await requestResetCode(page, text, member);
      const code = await lastSmsCode(request, member.mobile);
      const codeField = page.getByLabel(text.smsCode, { exact: true });
      const passwordField = page.getByLabel(text.newPassword, { exact: true });

      await codeField.fill(code);
      await passwordField.fill(member.password);
      await page.getByRole('button', { name: text.setPassword }).click();
      await expect(page.getByText(text.same)).toBeVisible();
      await expect(passwordField).toHaveValue('');
      await expect(codeField).toHaveValue(code);

      await codeField.fill(code === '000000' ? '111111' : '000000');
      await passwordField.fill('fresh456');
      await page.getByRole('button', { name: text.setPassword }).click();
      await expect(page.getByText(text.codeError)).toBeVisible();
      await expect(codeField).toHaveValue('');

      await expireSmsCodes(request, member.mobile);
      await codeField.fill(code);
      await page.getByRole('button', { name: text.setPassword }).click();
      await expect(page.getByText(text.codeError)).toBeVisible();
      await expect(codeField).toHaveValue('');
      await expect(page).toHaveURL(/\/m\/setPsw/);
    });

    test('forgot by e-mail sends the mail and goes back', async ({ page, openSite, request }) => {
      await openSite('/m/login', language);
      await page.getByRole('link', { name: /Forgot password\?|Nakalimutan ang password\?/ }).click();
      await page.getByRole('tab', { name: text.byEmail }).click();
      await page.getByLabel(text.username, { exact: true }).fill('member01');
      await page.getByRole('textbox', { name: text.email, exact: true }).fill('juan@example.invalid');
      await page.getByRole('button', { name: text.retrieve }).click();
      await expect(page.getByText(text.mailSent)).toBeVisible();
      await expect(page).toHaveURL(/\/m\/login/);
      const outbox = await (await request.get('/api/test/mail-outbox')).json();
      expect(outbox.value).toContainEqual(expect.objectContaining({ username: 'member01' }));
    });

    test('change password: the same password is refused with a popup, a new one saves and works', async ({
      page,
      openSite,
      member,
    }) => {
      await openSite('/m/login', language);
      await submitLogin(page, language, member.username, member.password);
      await expect(page).toHaveURL(/\/m\/home/);
      await openSite('/m/set', language);
      await page.getByRole('button', { name: text.changePassword }).click();
      await expect(page).toHaveURL(/\/m\/changePsw/);
      // The page reloaded, so it no longer knows the session password: it asks for the old one.
      await page.getByLabel(/^(Old password|Lumang password)$/).fill(member.password);
      await page.getByLabel(text.newPassword, { exact: true }).fill(member.password);
      await page.getByLabel(text.confirmNew, { exact: true }).fill(member.password);
      await page.getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(page.getByRole('alertdialog')).toContainText(text.same);
      await page.getByRole('button', { name: text.ok }).click();

      await page.getByLabel(text.newPassword, { exact: true }).fill('fresh456');
      await page.getByLabel(text.confirmNew, { exact: true }).fill('fresh456');
      await page.getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(page.getByText(text.saved)).toBeVisible();
      await expect(page).toHaveURL(/\/m\/home/);

      await openSite('/m/set', language);
      await page.getByRole('button', { name: text.signOut }).click();
      await expect(page).toHaveURL(/\/m\/home/);
      await openSite('/m/login', language);
      await submitLogin(page, language, member.username, 'fresh456');
      await expect(page).toHaveURL(/\/m\/home/);
    });

    test('change password and settings send a visitor home', async ({ page, openSite }) => {
      await openSite('/m/changePsw', language);
      await expect(page).toHaveURL(/\/m\/home/);
      await openSite('/m/set', language);
      await expect(page).toHaveURL(/\/m\/home/);
    });
  });
}
