import { PROMO_TEST_PATHS } from '@platform/shared/contract';
import { formatPesos } from '@platform/shared/format';
import { expect, test } from '../../fixtures/accounts';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { api, bottomNav } from './member-kit';
import { takeTurns } from '../../fixtures/languages';
import { LUCKY_BAY } from '../../fixtures/merchants';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);

  test(`a reward claimed raises the header balance by its amount (${language})${turn()}`, async ({
    page,
    signIn,
    member,
    request,
  }) => {
    const title = { ty: 'Gantimpala sa pag-login', en: 'Login reward' };
    const granted = await request.post(api(PROMO_TEST_PATHS.rewards), {
      data: { merchantCode: LUCKY_BAY.code, account: member.username, amount: 75.5, title },
    });
    expect(granted.ok()).toBe(true);
    await signIn(member, language);
    const balance = page.getByTestId('header-balance');
    await expect(balance).toHaveText(/₱[\d,]+\.\d\d/);
    const before = Number((await balance.innerText()).replace(/[₱,]/g, ''));

    await bottomNav(page, language, 'member').click();
    await page
      .getByRole('navigation', { name: t('member:mine.services') })
      .getByRole('link', { name: t('member:mine.entries.reward_centre') })
      .click();
    const amount = formatPesos(75.5, language);
    await page
      .getByRole('button', { name: t('member:rewards.claim_label', { amount, title: title[language] }) })
      .click();
    // The notice is brief; the reward leaving the list is what lasts.
    await expect(
      page.getByRole('button', { name: t('member:rewards.claim_label', { amount, title: title[language] }) }),
    ).toHaveCount(0);
    await page.getByRole('tab', { name: t('member:rewards.history') }).click();
    await expect(page.getByText(title[language])).toBeVisible();

    await bottomNav(page, language, 'home').click();
    await expect(balance).toHaveText(formatPesos(before + 75.5, language));
  });

  test(`a new member's sign-up bonus waits in the reward centre, and its claim shows in the history (${language})${turn()}`, async ({
    page,
    signIn,
    member,
  }) => {
    await signIn(member, language, `/m/rewardCenter?lang=${language}`);
    const bonus = { ty: 'Bonus sa pagrehistro', en: 'Sign-up bonus' }[language];
    const amount = formatPesos(88, language);
    await page.getByRole('button', { name: t('member:rewards.claim_label', { amount, title: bonus }) }).click();
    await expect(page.getByText(t('member:rewards.empty'))).toBeVisible();
    await page.getByRole('tab', { name: t('member:rewards.history') }).click();
    await expect(page.getByText(bonus)).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText(amount)).toBeVisible();
  });
}
