import { AUTH_EMULATOR, EMULATOR_IDENTITY_KEY, emulatorSmsCode } from '../../fixtures/accounts-firebase';
import { LANGUAGES, TEXT, expect, test, trackCaptchas, uniqueMobile } from '../../fixtures/accounts';

const M002 = `http://m002.localhost:${process.env.PORT ?? 8180}`;

// `npm test` starts the emulator and names it to the site (whose CSP then allows it) and to the tests.
test.beforeAll(() => {
  if (!AUTH_EMULATOR) {
    throw new Error(
      'These tests need the Firebase Auth emulator: run them through `npm test`, or set FIREBASE_AUTH_EMULATOR_HOST.',
    );
  }
});

/** The emulator answers "not implemented" to the reCAPTCHA Enterprise config the SDK asks for first. */
const EMULATOR_501 = /^Failed to load resource: the server responded with a status of 501/;

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`Firebase sign-in against the emulator (${language})`, () => {
    for (const provider of ['Google', 'Facebook'] as const) {
      test(`${provider} sign-in makes and signs in a member`, async ({ page, openSite }) => {
        const id = `${provider}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
        await openSite(`${M002}/m/login`, language);
        const identity = JSON.stringify({ sub: id, email: `${id}@example.com`, name: 'Ana Reyes' });
        await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
          key: EMULATOR_IDENTITY_KEY,
          value: identity,
        });
        const name = language === 'en' ? `Continue with ${provider}` : `Magpatuloy gamit ang ${provider}`;
        await page.getByRole('button', { name }).click();
        await expect(page).toHaveURL(/\/m\/home/);
        const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null'));
        expect(session).toMatchObject({ merchantCode: 'M002', type: 0, firstTimeLogin: true });
      });
    }

    test('social buttons are hidden where Firebase is not set up (Lucky Bay)', async ({ page, openSite }) => {
      await openSite('/m/login', language);
      await expect(page.getByLabel(text.username, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
    });

    test('registration verifies the phone through Firebase', async ({
      page,
      openSite,
      request,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(EMULATOR_501);
      const captchas = trackCaptchas(page);
      const mobile = uniqueMobile();
      const username = `fb${mobile.slice(-8)}`;
      await openSite(`${M002}/m/register`, language);
      await page.getByLabel(text.username, { exact: true }).fill(username);
      await page.getByLabel(text.password, { exact: true }).fill('secret123');
      await page.getByLabel(text.confirmPassword, { exact: true }).fill('secret123');
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`${username}@example.com`);
      await page.getByRole('textbox', { name: /^(Payee name|Pangalan ng tatanggap ng bayad)$/ }).fill('Ana Reyes');
      await page.getByLabel(text.mobile, { exact: true }).fill(mobile);
      await page.getByRole('button', { name: text.getCode }).click();
      await expect(page.getByText(text.codeSent)).toBeVisible();
      const code = await emulatorSmsCode(`+63${mobile.slice(1)}`);
      await page.getByLabel(text.smsCode, { exact: true }).fill(code);
      await page.getByLabel(text.captcha, { exact: true }).fill(await captchas.answer(request));
      await page.getByRole('checkbox', { name: text.age }).check();
      await page.getByRole('button', { name: text.register, exact: true }).click();
      await expect(page).toHaveURL(/\/m\/home/);
    });

    test('a wrong Firebase code stops the registration', async ({ page, openSite, request, allowConsoleErrors }) => {
      allowConsoleErrors(EMULATOR_501);
      allowConsoleErrors(/status of 400/);
      const captchas = trackCaptchas(page);
      const mobile = uniqueMobile();
      const username = `fx${mobile.slice(-8)}`;
      let registered = 0;
      page.on('request', (sent) => {
        if (sent.method() === 'PUT' && sent.url().endsWith('/api/register')) registered += 1;
      });
      await openSite(`${M002}/m/register`, language);
      await page.getByLabel(text.username, { exact: true }).fill(username);
      await page.getByLabel(text.password, { exact: true }).fill('secret123');
      await page.getByLabel(text.confirmPassword, { exact: true }).fill('secret123');
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`${username}@example.com`);
      await page.getByRole('textbox', { name: /^(Payee name|Pangalan ng tatanggap ng bayad)$/ }).fill('Ana Reyes');
      await page.getByLabel(text.mobile, { exact: true }).fill(mobile);
      await page.getByRole('button', { name: text.getCode }).click();
      const code = await emulatorSmsCode(`+63${mobile.slice(1)}`);
      await page.getByLabel(text.smsCode, { exact: true }).fill(code === '000000' ? '111111' : '000000');
      await page.getByLabel(text.captcha, { exact: true }).fill(await captchas.answer(request));
      await page.getByRole('checkbox', { name: text.age }).check();
      await page.getByRole('button', { name: text.register, exact: true }).click();
      await expect(page.getByText(text.codeError)).toBeVisible();
      expect(registered).toBe(0);
    });
  });
}
