// What the agent's reports and the account record show of games, dates and ledger entries: names in
// the page's language and the one date format of the site, never the codes the server keeps.
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, test } from '../../fixtures/test';
import { textsIn } from '../../fixtures/texts';

const { t } = textsIn('ty');
/** A game type's code standing for its name: a whole option or table cell. */
const GAME_CODE = /(^|\t)(RNG|FISH|LIVE|PVP|SPORTS|ESPORTS|COCKFIGHT|LOTTERY|INHOUSE)(\t|$)/m;
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;
/** A ledger reference as the server keeps it: "activity:2", "agent-rebate:2026-11-26". */
const RAW_REFERENCE = /\b[a-z]+(?:-[a-z]+)*:[\w-]+/;

const textOf = (page: Page) => page.locator('main').innerText();

test('team betting, the rebate tables, dividends and the account record show names and dates, not codes (ty)', async ({
  page,
  signIn,
}) => {
  await signIn(ACCOUNTS.agent, 'ty', '/m/teamBetting');
  const types = page.getByRole('combobox', { name: t('agent:betting.game_type') }).getByRole('option');
  await expect(types).not.toHaveCount(0);
  expect(await types.allInnerTexts()).not.toContainEqual(expect.stringMatching(GAME_CODE));
  await expect(types.filter({ hasText: t('common:game_type.COCKFIGHT') })).toHaveCount(1);

  for (const path of ['/m/member/agent/agentRebeat', '/m/member/teamRebate']) {
    await page.goto(`${path}?lang=ty`);
    const rates = page.getByRole('table').first();
    await expect(rates.getByRole('row')).not.toHaveCount(0);
    await expect(rates.getByRole('cell', { name: t('common:game_type.RNG'), exact: true })).toBeVisible();
    const text = await textOf(page);
    expect(text, path).not.toMatch(GAME_CODE);
    expect(text, path).not.toMatch(ISO_DAY);
  }
  // A day of the agent's rebate history reads as every other page writes a date ("Nob 27, 2026").
  const history = page.getByRole('table').nth(1);
  const day = (await history.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
  expect(day).toMatch(/^\p{Lu}\p{Ll}{2} \d{1,2}, \d{4}$/u);

  await page.goto('/m/member/agent/agentDivident?lang=ty');
  await expect(page.getByRole('heading', { name: t('agent:dividend.periods') })).toBeVisible();
  expect(await textOf(page)).not.toMatch(ISO_DAY);

  await page.goto('/m/transaction/record?lang=ty');
  // The seeded agent rebates are one a day: a month of the record holds them.
  await page.getByRole('button', { name: t('member:records.range_30') }).click();
  const entries = page.getByRole('list', { name: t('member:records.entries') });
  await expect(entries.getByRole('listitem').first()).toBeVisible();
  expect(await entries.innerText()).not.toMatch(RAW_REFERENCE);
});
