import { formatCentavos, formatPesos, toCentavos } from '@platform/shared/format';
import type { Locator } from '@playwright/test';
import { MONEY_PAGING } from '@platform/shared/contract';
import { ACCOUNTS } from '../../fixtures/test';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { expect, test } from './money-calls';
import { takeTurns } from '../../fixtures/languages';

// A slot of the demo catalogue that the play page settles at once.
const SLOT = 5001;

/** How many lines a control's label takes on screen. */
const linesOf = (control: Locator) =>
  control.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((line) => line.width > 0).map((line) => Math.round(line.top)))
      .size;
  });

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);

  test(`the betting record lists the rounds of a launched game with the right totals (${language})${turn()}`, async ({
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

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t, pattern } = textsIn(language);

  test(`a long record pages forwards and back on a 360 px phone, each step on one line (${language})${turn()}`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    // The seed gives member01 rounds on each of the last 45 days: a month is several pages.
    await signIn(ACCOUNTS.member, language, '/m/transaction/record');
    await page.getByRole('button', { name: t('member:records.range_30') }).click();

    const entries = page.getByRole('list', { name: t('member:records.entries') }).getByRole('listitem');
    const pager = page.getByRole('navigation', { name: pattern('member:records.page', { page: /\d+/, pages: /\d+/ }) });
    const previous = pager.getByRole('button', { name: t('member:records.previous') });
    const next = pager.getByRole('button', { name: t('member:records.next') });
    const status = pager.locator('p');
    await expect(pager).toBeVisible();
    await expect(entries).toHaveCount(MONEY_PAGING.pageSize);
    const pages = Number(/\d+\D+(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    expect(pages).toBeGreaterThan(1);
    await expect(status).toHaveText(t('member:records.page', { page: 1, pages }));
    await expect(previous).toBeDisabled();
    for (const step of [previous, next]) expect(await linesOf(step), (await step.textContent()) ?? '').toBe(1);

    const first = await entries.first().textContent();
    await next.click();
    await expect(status).toHaveText(t('member:records.page', { page: 2, pages }));
    await expect(previous).toBeEnabled();
    await expect(entries.first()).not.toHaveText(first ?? '');
    // The next page is read from its top.
    await expect(entries.first()).toBeInViewport();
    await previous.click();
    await expect(status).toHaveText(t('member:records.page', { page: 1, pages }));
    await expect(entries.first()).toHaveText(first ?? '');
  });
}
