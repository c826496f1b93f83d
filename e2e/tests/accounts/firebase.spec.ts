import { AUTH_EMULATOR, EMULATOR_IDENTITY_KEY, emulatorSmsCode } from '../../fixtures/accounts-firebase';
import { ageConfirmation, expect, test, trackCaptchas, uniqueMobile } from '../../fixtures/accounts';
import type { Page } from '@playwright/test';
import { LANGUAGES, textsIn, type Language } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';
import { storedSession } from '../../fixtures/test';
import { GOLDEN_REEF, siteOrigin } from '../../fixtures/merchants';

const GOLDEN_REEF_SITE = siteOrigin(GOLDEN_REEF.hostname);

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

/** Fills Golden Reef's register form up to the SMS code, and asks Firebase for the code. */
async function fillUpToSmsCode(page: Page, language: Language, username: string, mobile: string) {
  const { t } = textsIn(language);
  await page.getByLabel(t('accounts:register.username'), { exact: true }).fill(username);
  await page.getByLabel(t('accounts:register.password'), { exact: true }).fill('secret123');
  await page.getByLabel(t('accounts:register.confirm_password'), { exact: true }).fill('secret123');
  await page.getByRole('textbox', { name: t('accounts:register.email'), exact: true }).fill(`${username}@example.com`);
  await page.getByRole('textbox', { name: t('accounts:register.payee_name'), exact: true }).fill('Ana Reyes');
  await page.getByLabel(t('accounts:mobile.label'), { exact: true }).fill(mobile);
  await page.getByRole('button', { name: t('accounts:sms.get_code') }).click();
}

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t, error } = textsIn(language);

  test.describe(`Firebase sign-in against the emulator (${language})`, () => {
    for (const provider of ['Google', 'Facebook'] as const) {
      test(`${provider} sign-in makes and signs in a member${turn()}`, async ({ page, openSite }) => {
        const id = `${provider}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
        await openSite(`${GOLDEN_REEF_SITE}/m/login`, language);
        const identity = JSON.stringify({ sub: id, email: `${id}@example.com`, name: 'Ana Reyes' });
        await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
          key: EMULATOR_IDENTITY_KEY,
          value: identity,
        });
        await page.getByRole('button', { name: t(`accounts:social.${provider.toLowerCase()}`) }).click();
        await expect(page).toHaveURL(/\/m\/home/);
        const session = await storedSession(page);
        expect(session).toMatchObject({ merchantCode: GOLDEN_REEF.code, type: 0, firstTimeLogin: true });
      });
    }

    test(`social buttons are hidden where Firebase is not set up (Lucky Bay)${turn()}`, async ({ page, openSite }) => {
      await openSite('/m/login', language);
      await expect(page.getByLabel(t('accounts:login.username'), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t('accounts:social.google') })).toHaveCount(0);
    });

    test(`registration verifies the phone through Firebase${turn()}`, async ({
      page,
      openSite,
      request,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(EMULATOR_501);
      const captchas = trackCaptchas(page);
      const mobile = uniqueMobile();
      const username = `fb${mobile.slice(-8)}`;
      await openSite(`${GOLDEN_REEF_SITE}/m/register`, language);
      await fillUpToSmsCode(page, language, username, mobile);
      await expect(page.getByText(t('accounts:sms.sent'))).toBeVisible();
      const code = await emulatorSmsCode(`+63${mobile.slice(1)}`);
      await page.getByLabel(t('accounts:sms.label'), { exact: true }).fill(code);
      await page.getByLabel(t('accounts:captcha.label'), { exact: true }).fill(await captchas.answer(request));
      await page.getByRole('checkbox', { name: ageConfirmation(language) }).check();
      await page.getByRole('button', { name: t('accounts:register.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/m\/home/);
    });

    test(`a wrong Firebase code stops the registration${turn()}`, async ({
      page,
      openSite,
      request,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(EMULATOR_501);
      allowConsoleErrors(/status of 400/);
      const captchas = trackCaptchas(page);
      const mobile = uniqueMobile();
      const username = `fx${mobile.slice(-8)}`;
      let registered = 0;
      page.on('request', (sent) => {
        if (sent.method() === 'PUT' && sent.url().endsWith('/api/register')) registered += 1;
      });
      await openSite(`${GOLDEN_REEF_SITE}/m/register`, language);
      await fillUpToSmsCode(page, language, username, mobile);
      const code = await emulatorSmsCode(`+63${mobile.slice(1)}`);
      await page.getByLabel(t('accounts:sms.label'), { exact: true }).fill(code === '000000' ? '111111' : '000000');
      await page.getByLabel(t('accounts:captcha.label'), { exact: true }).fill(await captchas.answer(request));
      await page.getByRole('checkbox', { name: ageConfirmation(language) }).check();
      await page.getByRole('button', { name: t('accounts:register.submit'), exact: true }).click();
      await expect(page.getByText(error('verification.code_error'))).toBeVisible();
      expect(registered).toBe(0);
    });
  });
}
