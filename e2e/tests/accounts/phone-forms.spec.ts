// A mobile number typed the way the placeholder shows it, or with 0, +63 or dashes, is the member's
// number: the forms take it and the server finds the account by it.
import { expect, lastSmsCode, test } from '../../fixtures/accounts';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';
import { storedSession } from '../../fixtures/test';

/** A 09XXXXXXXXX number as the placeholder writes it: 9XX XXX XXXX. */
const spaced = (mobile: string) => `${mobile.slice(1, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`;
/** The same number with the country code: +639XXXXXXXXX. */
const international = (mobile: string) => `+63${mobile.slice(1)}`;

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);

  test(`set-password takes the number as the placeholder writes it (${language})${turn()}`, async ({
    page,
    openSite,
    request,
    member,
  }) => {
    await openSite('/m/setPsw', language);
    await page.getByRole('textbox', { name: t('accounts:mobile.label'), exact: true }).fill(spaced(member.mobile));
    await page.getByRole('button', { name: t('accounts:sms.get_code') }).click();
    const code = page.getByLabel(t('accounts:sms.label'), { exact: true });
    await expect(code).toBeEnabled();
    await code.fill(await lastSmsCode(request, member.mobile));
    await page.getByLabel(t('accounts:set_password.new_password'), { exact: true }).fill('fresh456');
    await page.getByRole('button', { name: t('accounts:set_password.submit') }).click();
    await expect(page).toHaveURL(/\/m\/home/);
    expect(await storedSession(page)).toMatchObject({ userName: member.username });
  });

  test(`login by mobile takes +63 and dashes and finds the one account (${language})${turn()}`, async ({
    page,
    openSite,
    request,
    member,
  }) => {
    await openSite('/m/login', language);
    await page.getByRole('tab', { name: t('accounts:login.tab_mobile') }).click();
    const panel = page.getByRole('tabpanel');
    const mobile = panel.getByLabel(t('accounts:mobile.label'), { exact: true });
    await mobile.fill(international(member.mobile));
    await panel.getByRole('button', { name: t('accounts:sms.get_code') }).click();
    const code = await lastSmsCode(request, member.mobile);
    await mobile.fill(spaced(member.mobile).replaceAll(' ', '-'));
    await panel.getByLabel(t('accounts:sms.label'), { exact: true }).fill(code);
    await panel.getByRole('button', { name: t('accounts:login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home/);
    expect(await storedSession(page)).toMatchObject({ userName: member.username });
  });
}
