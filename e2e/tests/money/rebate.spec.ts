import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { expect, test } from './money-calls';
import { takeTurns } from '../../fixtures/languages';

// A slot of the demo catalogue that the play page settles at once.
const SLOT = 5001;

const pesos = (text: string) => Number(text.replace(/[₱,]/g, ''));

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);

  test(`the manual rebate on today's bets is credited once and listed in my rebate (${language})${turn()}`, async ({
    page,
    newMember,
    openSite,
  }) => {
    const calls = await newMember(language);
    await calls.fund(1000);

    await openSite('/m/member/manualRebate', language);
    const due = page.getByTestId('rebate-due');
    await expect(due).toHaveText('₱0.00');
    await expect(page.getByRole('button', { name: t('member:rebate.claim') })).toBeDisabled();
    await expect(page.getByText(t('member:rebate.nothing_due'))).toBeVisible();

    await calls.playRounds(SLOT, [100, 150]);
    await page.reload();
    await expect(page.getByRole('definition').first()).toHaveText('₱250.00');
    await expect(due).not.toHaveText('₱0.00');
    const dueText = (await due.textContent()) ?? '';
    expect(dueText).toMatch(/^₱\d+\.\d{2}$/);
    const before = (await calls.wallet()).sumBalance;

    await page.getByRole('button', { name: t('member:rebate.claim') }).click();
    await expect(page.getByText(t('member:rebate.claimed', { amount: dueText }))).toBeVisible();
    await expect(due).toHaveText('₱0.00');
    await expect(page.getByRole('button', { name: t('member:rebate.claim') })).toBeDisabled();
    expect(Math.round(((await calls.wallet()).sumBalance - before) * 100)).toBe(Math.round(pesos(dueText) * 100));

    await page.getByRole('link', { name: t('member:rebate.history_link') }).click();
    await expect(page).toHaveURL(/\/m\/member\/rebateReport/);
    const history = page.getByRole('list', { name: t('member:rebate.history_title') });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByText(dueText, { exact: true })).toBeVisible();
  });
}
