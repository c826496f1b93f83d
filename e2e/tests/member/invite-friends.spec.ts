import { expect, test } from '../../fixtures/accounts';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { arrangeMerchant, allFlags } from './member-kit';
import { takeTurns } from '../../fixtures/languages';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);

  test(`invite friends sends a visitor to login (${language})${turn()}`, async ({ page, openSite }) => {
    await openSite('/m/inviteFriends', language);
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test(`invite friends shows contact_service for 2 s and goes home while REFERRAL is off (${language})${turn()}`, async ({
    page,
    signIn,
    member,
  }) => {
    await arrangeMerchant(page, { flags: allFlags(true), memCen: '0', promotions: ['MISSION'] });
    const message = page.getByText(t('member:invite.contact_service'));
    // The message lasts 2 s: watched from before the page opens, a slow start cannot hide it.
    const shown = message.waitFor({ state: 'visible', timeout: 20_000 });
    await signIn(member, language, '/m/inviteFriends');
    await shown;
    await expect(page).toHaveURL(/\/m\/home/);
    await expect(message).toBeHidden({ timeout: 4000 });
  });

  test(`invite friends gives the member's link and code to copy, and the invited count (${language})${turn()}`, async ({
    page,
    signIn,
    member,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(member, language, '/m/inviteFriends');
    const link = page.getByLabel(t('member:invite.link'));
    await expect(link).toHaveValue(/\/m\/register\?affiliateCode=[A-Z0-9]{4,12}$/);
    const code = new URL(await link.inputValue()).searchParams.get('affiliateCode') ?? '';
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await expect(page.getByText(t('member:invite.invited', { count: 0 }))).toBeVisible();

    await page.getByRole('button', { name: t('member:invite.copy_link') }).click();
    await expect(page.getByText(t('member:invite.copied'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await page.getByRole('button', { name: t('member:invite.copy_code') }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(page.getByRole('button', { name: t('member:invite.share') })).toBeVisible();
  });
}
