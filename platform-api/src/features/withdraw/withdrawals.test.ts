import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MONEY_PATHS,
  MONEY_TEST_PATHS,
  PATHS,
  type WithdrawAccount,
  type WithdrawInfo,
  type WithdrawOrder,
} from '@platform/shared/contract';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';
import { launchTicket, playRoundCall } from '../games/testing/lobby-calls';
import { addLedgerEntry, balanceCents } from '../ledger/ledger';
import { runningBalances } from '../ledger/ledger-testing';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'player40', 'player123')).token;
});
afterEach(() => closeTestApp(t));

const PEDRO = 1003;
const GCASH = { kind: 'GCASH', bankName: 'GCash', holderName: 'Pedro Santos', accountNumber: '09171234567' };

function setBalance(cents: number): void {
  const change = cents - balanceCents(t.db, PEDRO);
  if (change !== 0)
    addLedgerEntry(t.db, { memberId: PEDRO, amountCents: change, kind: 'adjustment', reference: 'test', at: 1 });
}

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(t.app, { method, url, payload, headers: bearer(token) });
const info = async () => valueOf<WithdrawInfo>(await send('GET', MONEY_PATHS.withdrawInfo));

async function ready(): Promise<WithdrawAccount> {
  expect((await send('PUT', MONEY_PATHS.paymentPassword, { password: '246810' })).statusCode).toBe(200);
  return valueOf<WithdrawAccount>(await send('POST', MONEY_PATHS.withdrawAccounts, GCASH));
}

let keys = 0;
const withdraw = (
  accountId: number,
  amount: number,
  paymentPassword = '246810',
  idempotencyKey = `wd-${String(++keys).padStart(6, '0')}`,
) => send('POST', MONEY_PATHS.withdrawals, { accountId, amount, paymentPassword, idempotencyKey });

const ledgerSum = () =>
  t.db
    .prepare<[number], { total: number }>('SELECT SUM(amount_cents) AS total FROM ledger WHERE member_id = ?')
    .get(PEDRO)?.total;

describe('withdrawal accounts and the payment password', () => {
  it('binds accounts masked to their last four digits, and removes them', async () => {
    const account = valueOf<WithdrawAccount>(await send('POST', MONEY_PATHS.withdrawAccounts, GCASH));
    expect(account).toEqual({
      id: expect.any(Number),
      kind: 'GCASH',
      bankName: 'GCash',
      holderName: 'Pedro Santos',
      maskedNumber: '•••• 4567',
    });
    expect(JSON.stringify(await info())).not.toContain('09171234567');
    expect((await send('DELETE', MONEY_PATHS.withdrawAccount(account.id))).statusCode).toBe(200);
    expect((await info()).accounts).toEqual([]);
    expect(errorOf(await send('DELETE', MONEY_PATHS.withdrawAccount(account.id))).errorCode).toBe(
      'payment.account_missing',
    );
  });

  it('binds at most five accounts', async () => {
    for (let i = 0; i < 5; i += 1) await send('POST', MONEY_PATHS.withdrawAccounts, GCASH);
    expect(errorOf(await send('POST', MONEY_PATHS.withdrawAccounts, GCASH)).errorCode).toBe('payment.accounts_full');
  });

  it('sets the payment password once, and changes it only with the old one', async () => {
    expect((await info()).hasPaymentPassword).toBe(false);
    const account = await ready();
    expect((await info()).hasPaymentPassword).toBe(true);
    expect(errorOf(await send('PUT', MONEY_PATHS.paymentPassword, { password: '135790' })).errorCode).toBe(
      'payment.password_set',
    );
    const wrongOld = await send('PUT', MONEY_PATHS.paymentPassword, { password: '135790', oldPassword: '000000' });
    expect(errorOf(wrongOld)).toMatchObject({ errorCode: 'payment.password_wrong', data: { field: 'oldPassword' } });
    expect(
      (await send('PUT', MONEY_PATHS.paymentPassword, { password: '135790', oldPassword: '246810' })).statusCode,
    ).toBe(200);
    setBalance(100_000);
    expect(errorOf(await withdraw(account.id, 100)).errorCode).toBe('payment.password_wrong');
    expect((await withdraw(account.id, 100, '135790')).statusCode).toBe(200);
    expect(errorOf(await send('PUT', MONEY_PATHS.paymentPassword, { password: '12345' })).errorCode).toBe(
      'request.malformed',
    );
  });
});

describe('withdrawals', () => {
  it('asks for the payment password before the first one', async () => {
    const account = valueOf<WithdrawAccount>(await send('POST', MONEY_PATHS.withdrawAccounts, GCASH));
    expect(errorOf(await withdraw(account.id, 100)).errorCode).toBe('payment.password_missing');
  });

  it('refuses a wrong payment password and holds nothing', async () => {
    const account = await ready();
    setBalance(100_000);
    const response = await withdraw(account.id, 200, '111111');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      errorCode: 'payment.password_wrong',
      data: { field: 'paymentPassword' },
    });
    expect(balanceCents(t.db, PEDRO)).toBe(100_000);
  });

  it('holds the amount at once, gives it back on rejection, and records the payout', async () => {
    const account = await ready();
    setBalance(100_000);
    const order = valueOf<WithdrawOrder>(await withdraw(account.id, 250.5));
    expect(order).toMatchObject({ amount: 250.5, state: 'pending', account: { maskedNumber: '•••• 4567' } });
    expect(order.orderNo).toMatch(/^W20250510\d{6}$/);
    expect(balanceCents(t.db, PEDRO)).toBe(100_000 - 25_050);
    expect((await info()).usedToday).toEqual({ amount: 250.5, times: 1 });

    const review = (action: string, reason?: string) =>
      send('PUT', MONEY_TEST_PATHS.withdrawalReview(order.orderNo), reason ? { action, reason } : { action });
    expect(valueOf<WithdrawOrder>(await review('approve')).state).toBe('approved');
    const rejected = valueOf<WithdrawOrder>(await review('reject', 'Name does not match'));
    expect(rejected).toMatchObject({ state: 'rejected', reason: 'Name does not match' });
    expect(balanceCents(t.db, PEDRO)).toBe(100_000);
    // Rejecting again gives nothing back twice; a rejected order cannot be paid.
    expect(valueOf<WithdrawOrder>(await review('reject')).state).toBe('rejected');
    expect(balanceCents(t.db, PEDRO)).toBe(100_000);
    expect(errorOf(await review('pay')).errorCode).toBe('payment.order_closed');
    expect((await info()).usedToday).toEqual({ amount: 0, times: 0 });

    const second = valueOf<WithdrawOrder>(await withdraw(account.id, 100));
    const paid = valueOf<WithdrawOrder>(
      await send('PUT', MONEY_TEST_PATHS.withdrawalReview(second.orderNo), { action: 'pay' }),
    );
    expect(paid.state).toBe('paid');
    expect(balanceCents(t.db, PEDRO)).toBe(90_000);
    expect(ledgerSum()).toBe(90_000);
  });

  it('makes one order of a double-tapped submit', async () => {
    const account = await ready();
    setBalance(100_000);
    const [a, b] = await Promise.all([
      withdraw(account.id, 300, '246810', 'tap-00000001'),
      withdraw(account.id, 300, '246810', 'tap-00000001'),
    ]);
    expect(valueOf<WithdrawOrder>(a).orderNo).toBe(valueOf<WithdrawOrder>(b).orderNo);
    expect(balanceCents(t.db, PEDRO)).toBe(70_000);
  });

  it('refuses more than the balance, and amounts outside the limits', async () => {
    const account = await ready();
    setBalance(50_000);
    expect(errorOf(await withdraw(account.id, 500.01)).errorCode).toBe('payment.insufficient');
    expect(errorOf(await withdraw(account.id, 99.99)).errorCode).toBe('payment.amount_range');
    expect(errorOf(await withdraw(account.id, 50_000.01)).errorCode).toBe('payment.amount_range');
    expect(errorOf(await withdraw(account.id + 99, 100)).errorCode).toBe('payment.account_missing');
    expect(balanceCents(t.db, PEDRO)).toBe(50_000);
  });

  it('keeps to the day’s limits, in amount and in times, and starts again the next day', async () => {
    const account = await ready();
    setBalance(20_000_000);
    expect((await withdraw(account.id, 50_000)).statusCode).toBe(200);
    expect((await withdraw(account.id, 50_000)).statusCode).toBe(200);
    expect(errorOf(await withdraw(account.id, 100)).errorCode).toBe('payment.daily_limit');
    t.clock.advance(86_400_000);
    token = (await signIn(t.app, 'player40', 'player123')).token;
    for (let i = 0; i < 5; i += 1) expect((await withdraw(account.id, 100)).statusCode).toBe(200);
    expect(errorOf(await withdraw(account.id, 100)).errorCode).toBe('payment.daily_limit');
  });

  it('tells a trial account to use a real one', async () => {
    const trial = valueOf<{ token: string }>(await call(t.app, { method: 'POST', url: PATHS.testPlay })).token;
    const response = await call(t.app, { method: 'GET', url: MONEY_PATHS.withdrawInfo, headers: bearer(trial) });
    expect(errorOf(response).errorCode).toBe('payment.trial');
  });

  // Fifty requests with password checks take a while on a busy machine.
  it('never takes a wallet below zero with fifty bets and withdrawals at once', { timeout: 60_000 }, async () => {
    const account = await ready();
    const { ticket } = await launchTicket(t.app, token, { nodeId: 5001 });
    setBalance(150_000);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0 ? withdraw(account.id, 100) : playRoundCall(t.app, ticket, { stake: 200 }),
      ),
    );
    const refused = responses.filter((r) => r.statusCode !== 200).map((r) => errorOf(r).errorCode);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused)).toEqual(
      new Set(
        refused.filter((code) => ['payment.insufficient', 'payment.daily_limit', 'wallet.insufficient'].includes(code)),
      ),
    );
    const balance = balanceCents(t.db, PEDRO);
    expect(balance).toBe(ledgerSum());
    expect(balance).toBeGreaterThanOrEqual(0);
    const running = runningBalances(t.db, PEDRO);
    expect(Math.min(...running)).toBeGreaterThanOrEqual(0);
    const wallet = valueOf<{ sumBalance: number }>(await send('GET', PATHS.wallet));
    expect(Math.round(wallet.sumBalance * 100)).toBe(balance);
  });
});
