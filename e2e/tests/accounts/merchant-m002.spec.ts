import { ageConfirmation, expect, test, uniqueMobile } from '../../fixtures/accounts';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';
import { GOLDEN_REEF, siteOrigin } from '../../fixtures/merchants';

const GOLDEN_REEF_SITE = siteOrigin(GOLDEN_REEF.hostname);

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);

  test.describe(`Golden Reef, another merchant's rules and flags (${language})`, () => {
    test(`login has no mobile method and forgot password only the e-mail path${turn()}`, async ({ page, openSite }) => {
      await openSite(`${GOLDEN_REEF_SITE}/m/login`, language);
      await expect(page.getByLabel(t('accounts:login.username'), { exact: true })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);
      await openSite(`${GOLDEN_REEF_SITE}/m/forget`, language);
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expect(page.getByRole('button', { name: t('accounts:forget.submit') })).toBeVisible();
    });

    // Golden Reef verifies the phone through Firebase: firebase.spec.ts completes this registration.
    test(`registration asks for what its rules require, in order: e-mail, payee name, then mobile${turn()}`, async ({
      page,
      openSite,
    }) => {
      const mobile = uniqueMobile();
      const username = `gr${mobile.slice(-8)}`;
      await openSite(`${GOLDEN_REEF_SITE}/m/register`, language);
      await expect(page.getByRole('tab')).toHaveCount(0);
      await page.getByLabel(t('accounts:register.username'), { exact: true }).fill(username);
      await page.getByLabel(t('accounts:register.password'), { exact: true }).fill('secret123');
      await page.getByLabel(t('accounts:register.confirm_password'), { exact: true }).fill('secret123');
      await page.getByLabel(t('accounts:captcha.label'), { exact: true }).fill('1');
      await page.getByRole('checkbox', { name: ageConfirmation(language) }).check();
      await page.getByRole('button', { name: t('accounts:register.submit'), exact: true }).click();
      // Required by Golden Reef's table: the first one missing takes focus.
      await expect(page.getByRole('textbox', { name: t('accounts:register.email'), exact: true })).toBeFocused();
      await page
        .getByRole('textbox', { name: t('accounts:register.email'), exact: true })
        .fill(`${username}@example.com`);
      await page.getByRole('textbox', { name: t('accounts:register.payee_name'), exact: true }).fill('Maria Santos');
      await page.getByRole('button', { name: t('accounts:register.submit'), exact: true }).click();
      await expect(page.getByLabel(t('accounts:mobile.label'), { exact: true })).toBeFocused();
      await expect(page.getByRole('textbox', { name: t('accounts:register.email'), exact: true })).toHaveValue(
        `${username}@example.com`,
      );
    });
  });
}
