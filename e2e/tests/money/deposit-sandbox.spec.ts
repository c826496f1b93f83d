import {
  API_BASE,
  MONEY_PATHS,
  PATHS,
  type DepositOrder,
  type PlayRoundValue,
  type Transaction,
  type WithdrawAccount,
  type WithdrawOrder,
} from '@platform/shared/contract';
import { formatPesos } from '@platform/shared/format';
import { textsIn } from '../../fixtures/texts';
import { atCheckout, endPayment } from './deposit-checkout';
import { expect, sessionToken, test } from './money-calls';

const language = 'ty';
const { t } = textsIn(language);
const pesos = (amount: number) => formatPesos(amount, language);

/** Today in Manila, the day the records are kept by. */
const manilaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

test('a new member deposits ₱500 by GCash at the sandbox checkout, plays a round and withdraws; every figure is the ledger’s (TY)', async ({
  page,
  request,
  newMember,
}) => {
  // A whole journey, with a bonus's turnover met by rounds on the way: longer than one page's test.
  test.setTimeout(120_000);
  const calls = await newMember(language);
  const balance = page.getByTestId('header-balance');
  // What registration left (a merchant's sign-up bonus, if any): the journey adds to it.
  const start = (await calls.wallet()).sumBalance;
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  await expect(balance).toHaveText(pesos(start));

  // Deposit: GCash, ₱500, then the provider's checkout in the same tab.
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('host:header.deposit') })
    .click();
  const form = page.getByRole('form', { name: t('member:deposit.form') });
  await expect(form.getByRole('radio', { name: t('member:money.channel.GCASH') })).toBeChecked();
  await form.getByRole('button', { name: pesos(500) }).click();
  await form.getByRole('button', { name: t('member:deposit.submit') }).click();
  const orderNo = await atCheckout(page, language, { amount: pesos(500), channel: 'GCash' });
  expect(orderNo).toMatch(/^D\d{14}$/);
  await endPayment(page, language, 'pay', orderNo);

  // Back on the site: the result, the header and the deposit record all say ₱500.
  const result = page.getByRole('region', { name: t('member:deposit.result_title') });
  await expect(result.getByText(t('member:money.deposit_state.paid'), { exact: true })).toBeVisible();
  await expect(result.getByText(t('member:deposit.paid', { amount: pesos(500) }))).toBeVisible();
  await expect(result.getByTestId('deposit-result-balance')).toHaveText(pesos(start + 500));
  const [order] = await calls.list<DepositOrder>(MONEY_PATHS.deposits);
  expect(order).toMatchObject({ orderNo, amount: 500, state: 'paid' });

  await result.getByRole('link', { name: t('member:deposit.record') }).click();
  const record = page.getByRole('list', { name: t('member:deposit.record_title') });
  await expect(record.getByRole('listitem')).toHaveCount(1);
  await expect(record.getByText(pesos(500))).toBeVisible();
  await expect(record.getByText(t('member:money.deposit_state.paid'), { exact: true })).toBeVisible();

  // Home, with no reload: the header's balance followed the deposit.
  await page
    .getByRole('navigation', { name: t('host:nav.label') })
    .getByRole('link', { name: t('host:nav.home') })
    .click();
  await expect(balance).toHaveText(pesos(start + 500));

  await page.goto(`/m/transaction/record?lang=${language}`);
  const entries = page.getByRole('list', { name: t('member:records.entries') }).getByRole('listitem');
  // The newest entry is the deposit, with the balance it left.
  await expect(entries.first()).toContainText(t('member:records.types.deposit'));
  await expect(entries.first()).toContainText(pesos(500));
  await expect(entries.first()).toContainText(t('member:records.balance_after', { amount: pesos(start + 500) }));

  // A round of the first slot.
  await page.goto(`/m/gameList?gameType=RNG&lang=${language}`);
  await page
    .getByRole('list', { name: t('lobby:games.title') })
    .getByRole('listitem')
    .first()
    .getByRole('button')
    .first()
    .click();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  const game = page.frameLocator(`iframe[title="${t('lobby:launch.frame_title')}"]`);
  const answer = page.waitForResponse((r) => r.url().endsWith(`${API_BASE}${PATHS.play.round}`));
  await game.getByRole('button').click();
  const round = ((await (await answer).json()) as { value: PlayRoundValue }).value;
  let afterRound = start + 500 - round.stake + round.payout;
  expect(round.wallet.sumBalance).toBeCloseTo(afterRound, 2);

  // A bonus's turnover, when registration gave one, is met with small rounds of the same game.
  const info = await request.get(`${API_BASE}${MONEY_PATHS.withdrawInfo}`, { headers });
  const owed = ((await info.json()) as { value: { turnoverRemaining?: number } }).value.turnoverRemaining ?? 0;
  if (owed > 0) {
    const nodeId = Number(new URL(page.url()).searchParams.get('nodeId'));
    const stake = Math.max(round.stake, 5);
    const count = Math.ceil(owed / stake);
    const rounds = await calls.playRounds(
      nodeId,
      Array.from({ length: count }, () => stake),
    );
    afterRound += rounds.reduce((sum, played) => sum - played.stake + played.payout, 0);
    expect(rounds.at(-1)?.wallet.sumBalance).toBeCloseTo(afterRound, 2);
  }

  // Withdraw ₱100 to a GCash account; the payment password and the account are set up by the API.
  const setUp = await request.put(`${API_BASE}${MONEY_PATHS.paymentPassword}`, {
    headers,
    data: { password: '246810' },
  });
  expect(setUp.ok()).toBe(true);
  const bound = await request.post(`${API_BASE}${MONEY_PATHS.withdrawAccounts}`, {
    headers,
    data: { kind: 'GCASH', bankName: 'GCash', holderName: 'Juan Dela Cruz', accountNumber: '09171234567' },
  });
  expect(((await bound.json()) as { value: WithdrawAccount }).value.kind).toBe('GCASH');

  await page.goto(`/m/home?lang=${language}`);
  await expect(balance).toHaveText(pesos(afterRound));
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('host:header.withdraw') })
    .click();
  const withdrawable = page.getByTestId('withdrawable');
  await expect(withdrawable).toHaveText(pesos(afterRound));
  const withdraw = page.getByRole('form', { name: t('member:withdraw.form') });
  await withdraw.getByLabel(t('member:withdraw.amount')).fill('100');
  await withdraw.getByLabel(t('member:withdraw.payment_password'), { exact: true }).fill('246810');
  await withdraw.getByRole('button', { name: t('member:withdraw.submit'), exact: true }).click();
  await expect.poll(async () => (await calls.list<WithdrawOrder>(MONEY_PATHS.withdrawals)).length).toBe(1);
  const [withdrawal] = await calls.list<WithdrawOrder>(MONEY_PATHS.withdrawals);
  await expect(
    withdraw.getByText(t('member:withdraw.requested', { amount: pesos(100), orderNo: withdrawal?.orderNo ?? '-' })),
  ).toBeVisible();
  const afterWithdrawal = afterRound - 100;
  await expect(withdrawable).toHaveText(pesos(afterWithdrawal));

  // The ledger: its entries sum to the wallet, and the wallet to what the pages showed.
  const day = manilaToday();
  const ledger = await calls.list<Transaction>(`${MONEY_PATHS.transactions}?from=${day}&to=${day}&pageSize=50`);
  const cents = ledger.reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0);
  expect(ledger.filter((entry) => entry.type === 'deposit').map((entry) => entry.amount)).toEqual([500]);
  expect(cents / 100).toBeCloseTo(afterWithdrawal, 2);
  expect(ledger[0]?.balance).toBeCloseTo(afterWithdrawal, 2);
  expect((await calls.wallet()).sumBalance).toBeCloseTo(afterWithdrawal, 2);
  await page.goto(`/m/home?lang=${language}`);
  await expect(balance).toHaveText(pesos(afterWithdrawal));
});
