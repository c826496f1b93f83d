import { LANGUAGES, TEXT, expect, test, uniqueMobile } from '../../fixtures/accounts';

const M002 = `http://m002.localhost:${process.env.PORT ?? 8180}`;

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`Golden Reef, another merchant's rules and flags (${language})`, () => {
    test('login has no mobile method and forgot password only the e-mail path', async ({ page, openSite }) => {
      await openSite(`${M002}/m/login`, language);
      await expect(page.getByLabel(text.username, { exact: true })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);
      await openSite(`${M002}/m/forget`, language);
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expect(page.getByRole('button', { name: text.retrieve })).toBeVisible();
    });

    // Golden Reef verifies the phone through Firebase: firebase.spec.ts completes this registration.
    test('registration asks for what its rules require, in order: e-mail, payee name, then mobile', async ({
      page,
      openSite,
    }) => {
      const mobile = uniqueMobile();
      const username = `gr${mobile.slice(-8)}`;
      await openSite(`${M002}/m/register`, language);
      await expect(page.getByRole('tab')).toHaveCount(0);
      await page.getByLabel(text.username, { exact: true }).fill(username);
      await page.getByLabel(text.password, { exact: true }).fill('secret123');
      await page.getByLabel(text.confirmPassword, { exact: true }).fill('secret123');
      await page.getByLabel(text.captcha, { exact: true }).fill('1');
      await page.getByRole('checkbox', { name: text.age }).check();
      await page.getByRole('button', { name: text.register, exact: true }).click();
      // Required by Golden Reef's table: the first one missing takes focus.
      await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeFocused();
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`${username}@example.com`);
      await page.getByRole('textbox', { name: /^(Payee name|Pangalan ng tatanggap ng bayad)$/ }).fill('Maria Santos');
      await page.getByRole('button', { name: text.register, exact: true }).click();
      await expect(page.getByLabel(text.mobile, { exact: true })).toBeFocused();
      await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(`${username}@example.com`);
    });
  });
}
