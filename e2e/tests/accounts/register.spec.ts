import {
  HTTP_4XX,
  LANGUAGES,
  TEXT,
  expect,
  lastSmsCode,
  test,
  trackCaptchas,
  uniqueMobile,
  uniqueName,
  type Language,
} from '../../fixtures/accounts';
import type { Page } from '@playwright/test';

async function fillUsernameForm(page: Page, language: Language, username: string, captcha: string) {
  const text = TEXT[language];
  await page.getByLabel(text.username, { exact: true }).fill(username);
  await page.getByLabel(text.password, { exact: true }).fill('secret123');
  await page.getByLabel(text.confirmPassword, { exact: true }).fill('secret123');
  await page.getByLabel(text.captcha, { exact: true }).fill(captcha);
  await page.getByRole('checkbox', { name: text.age }).check();
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`register (${language})`, () => {
    test('a new member registers by username, lands home signed in, and can log in again', async ({
      page,
      openSite,
      request,
    }) => {
      const captchas = trackCaptchas(page);
      const username = uniqueName('r');
      await openSite('/m/register', language);
      await expect(page.getByRole('region', { name: /Registration news|Balita sa pagrehistro/ })).toBeVisible();
      await fillUsernameForm(page, language, username, await captchas.answer(request));
      await page.getByRole('button', { name: text.register, exact: true }).click();
      await expect(page).toHaveURL(/\/m\/home/);
      const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null'));
      expect(session).toMatchObject({ userName: username, type: 0, firstTimeLogin: true });
    });

    test('a taken username shows under the field and keeps what was typed', async ({
      page,
      openSite,
      request,
      member,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(HTTP_4XX);
      const captchas = trackCaptchas(page);
      await openSite('/m/register', language);
      await fillUsernameForm(page, language, member.username, await captchas.answer(request));
      await page.getByRole('button', { name: text.register, exact: true }).click();
      await expect(page.getByText(text.taken)).toBeVisible();
      await expect(page.getByLabel(text.username, { exact: true })).toBeFocused();
      await expect(page.getByLabel(text.username, { exact: true })).toHaveValue(member.username);
      await expect(page.getByLabel(text.password, { exact: true })).toHaveValue('secret123');
    });

    test('a bad invitation code is a fail toast and focus, and nothing is registered', async ({
      page,
      openSite,
      request,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(HTTP_4XX);
      const captchas = trackCaptchas(page);
      let registered = 0;
      page.on('request', (sent) => {
        if (sent.method() === 'PUT' && sent.url().endsWith('/api/register')) registered += 1;
      });
      await openSite('/m/register', language);
      await fillUsernameForm(page, language, uniqueName('r'), await captchas.answer(request));
      await page.getByLabel(text.invitation, { exact: true }).fill('NOPE1234');
      await page.getByRole('button', { name: text.register, exact: true }).click();
      await expect(page.getByText(text.invalidInvitation)).toBeVisible();
      await expect(page.getByLabel(text.invitation, { exact: true })).toBeFocused();
      expect(registered).toBe(0);
    });

    test('an invitation link fills in and locks a good code', async ({ page, openSite }) => {
      await openSite('/m/register?affiliateCode=LIZA2025', language);
      const field = page.getByLabel(text.invitation, { exact: true });
      await expect(field).toHaveValue('LIZA2025');
      await expect(field).toHaveAttribute('readonly', '');
    });

    test('a network failure during submit keeps every typed value', async ({
      page,
      openSite,
      request,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/Failed to load resource: net::ERR_FAILED/);
      const captchas = trackCaptchas(page);
      const username = uniqueName('r');
      // Routed before the page opens, so no request is in flight while interception starts.
      await page.route('**/api/register', (route) => route.abort('failed'));
      await openSite('/m/register', language);
      await fillUsernameForm(page, language, username, await captchas.answer(request));
      await page.getByLabel(/^E-mail/).fill('me@example.com');
      await page.getByRole('button', { name: text.register, exact: true }).click();
      await expect(page.getByText(text.offline)).toBeVisible();
      await expect(page.getByLabel(text.username, { exact: true })).toHaveValue(username);
      await expect(page.getByLabel(text.password, { exact: true })).toHaveValue('secret123');
      await expect(page.getByLabel(text.confirmPassword, { exact: true })).toHaveValue('secret123');
      await expect(page.getByLabel(/^E-mail/)).toHaveValue('me@example.com');
      await expect(page.getByRole('checkbox', { name: text.age })).toBeChecked();
      await expect(page).toHaveURL(/\/m\/register/);
    });

    test('registration by mobile number with an SMS code; the number follows the method switch', async ({
      page,
      openSite,
      request,
    }) => {
      const captchas = trackCaptchas(page);
      const mobile = uniqueMobile();
      await openSite('/m/register', language);
      await page.getByLabel(text.mobileOptional, { exact: true }).fill(mobile);
      await page.getByRole('tab', { name: text.byMobile }).click();
      await expect(page.getByLabel(text.mobile, { exact: true })).toHaveValue(mobile);
      await page.getByRole('button', { name: text.getCode }).click();
      await expect(page.getByText(text.codeSent)).toBeVisible();
      await page.getByLabel(text.smsCode, { exact: true }).fill(await lastSmsCode(request, mobile));
      await page.getByLabel(text.captcha, { exact: true }).fill(await captchas.answer(request));
      await page.getByRole('checkbox', { name: text.age }).check();
      await page.getByRole('button', { name: text.register, exact: true }).click();
      await expect(page).toHaveURL(/\/m\/home/);
    });

    // scripts/serve.mjs answers 404 for any path with an extension, /m/register.html included (see the report).
    test('/m/register.html opens the registration page', async ({ page, openSite }) => {
      await openSite('/m/register.html', language);
      await expect(page.getByRole('heading', { name: text.register, level: 1 })).toBeVisible();
    });

    test('the register button is off while the agreement is not given', async ({ page, openSite }) => {
      await openSite('/m/register', language);
      const button = page.getByRole('button', { name: text.register, exact: true });
      await expect(button).toBeEnabled();
      await page.getByRole('checkbox', { name: text.agreement }).uncheck();
      await expect(button).toBeDisabled();
    });
  });
}
