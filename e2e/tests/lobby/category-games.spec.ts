import { API_BASE, PATHS, type PlayRoundValue } from '@platform/shared/contract';
import { formatPesos } from '@platform/shared/format';
import { expect, test } from '../../fixtures/test';
import { textsIn } from '../../fixtures/texts';
import { newMember } from './lobby-kit';

// One language: the rules and wording of each kind are unit tests of the game page.
const language = 'en';
const { t } = textsIn(language);
const STARTING_BALANCE = 500;

// A live baccarat table and a sabong arena of the demo catalogue, and the bet each round takes.
const GAMES = [
  { nodeId: 5201, vendor: 'EVO', pick: /^Banker/, action: 'Deal' },
  { nodeId: 5601, vendor: 'DS88', pick: /^Wala/, action: 'Place bet' },
];

test('a baccarat coup and a sabong fight each settle through the wallet and land in the bet record', async ({
  page,
  request,
  signIn,
}) => {
  await signIn(await newMember(request, STARTING_BALANCE), language);
  const rounds: PlayRoundValue[] = [];
  for (const game of GAMES) {
    await page.goto(`/m/launchGame?nodeId=${game.nodeId}&vendor=${game.vendor}&pageBack=%2Fm%2Fhome&lang=${language}`);
    const frame = page.frameLocator(`iframe[title="${t('lobby:launch.frame_title')}"]`);
    await frame.getByRole('radio', { name: game.pick }).check();
    const answer = page.waitForResponse((r) => r.url().endsWith(`${API_BASE}${PATHS.play.round}`));
    await frame.getByRole('button', { name: game.action }).click();
    const round = ((await (await answer).json()) as { value: PlayRoundValue }).value;
    rounds.push(round);
    // The result is announced with the round's id, and the page shows the server's balance.
    await expect(frame.getByRole('status').filter({ hasText: round.roundId })).toBeVisible();
    await expect(frame.locator('#balance')).toHaveText(formatPesos(round.wallet.sumBalance, language));
  }
  const [baccarat, sabong] = rounds;
  if (!baccarat || !sabong) throw new Error('two rounds were played');
  expect(baccarat.outcome).toMatchObject({ game: 'baccarat' });
  expect(sabong.outcome).toMatchObject({ game: 'sabong' });
  const expected = STARTING_BALANCE - baccarat.stake + baccarat.payout - sabong.stake + sabong.payout;
  expect(sabong.wallet.sumBalance).toBeCloseTo(expected, 2);

  await page.goto(`/m/gameRecord?lang=${language}`);
  for (const round of rounds) {
    const bet = page.getByRole('listitem').filter({ hasText: t('member:records.round', { id: round.roundId }) });
    await expect(bet).toContainText(`${t('member:records.stake')} ${formatPesos(round.stake, language)}`);
    await expect(bet).toContainText(`${t('member:records.payout')} ${formatPesos(round.payout, language)}`);
  }
  // The header's wallet agrees with what the server returned after the last round.
  await page.goto(`/m/home?lang=${language}`);
  await expect(page.getByTestId('header-balance')).toHaveText(formatPesos(expected, language));
});
