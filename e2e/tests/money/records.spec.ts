import { formatCentavos, formatPesos, toCentavos } from '@platform/shared/format';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { expect, test } from './money-calls';

// A slot of the demo catalogue that the play page settles at once.
const SLOT = 5001;

for (const language of LANGUAGES) {
  const { t } = textsIn(language);

  test(`the betting record lists the rounds of a launched game with the right totals (${language})`, async ({
    page,
    newMember,
    openSite,
  }) => {
    const calls = await newMember(language);
    await calls.fund(1000);
    const rounds = await calls.playRounds(SLOT, [10, 20, 5.5]);
    const stake = 35.5;
    const payout = rounds.reduce((sum, round) => sum + Math.round(round.payout * 100), 0) / 100;

    await openSite('/m/gameRecord', language);
    await expect(page).toHaveURL(/\/m\/gameRecord/);
    await expect(page.getByRole('button', { name: t('member:records.range_today') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const totals = page.getByRole('region', { name: t('member:records.totals') });
    await expect(totals.getByRole('definition')).toHaveText([
      '3',
      formatPesos(stake, language),
      formatPesos(payout, language),
      formatCentavos(toCentavos(payout) - toCentavos(stake), language),
    ]);
    const bets = page.getByRole('list', { name: t('member:records.bets') });
    await expect(bets.getByRole('listitem')).toHaveCount(3);
    for (const round of rounds) {
      await expect(bets.getByText(t('member:records.round', { id: round.roundId }))).toBeVisible();
    }
    // Yesterday this member had not played yet.
    await page.getByRole('button', { name: t('member:records.range_yesterday') }).click();
    await expect(page.getByText(t('member:records.bets_empty'))).toBeVisible();
    await expect(totals.getByRole('definition').first()).toHaveText('0');
  });
}
