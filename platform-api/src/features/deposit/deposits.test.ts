import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MONEY_PATHS,
  MONEY_TEST_PATHS,
  PATHS,
  type DepositChannel,
  type DepositOrder,
  type DepositOrderPage,
} from '@platform/shared/contract';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';
import { balanceCents } from '../ledger/ledger';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'member01', 'member123')).token;
});
afterEach(() => closeTestApp(t));

const MEMBER01 = 1001;

const deposit = (payload: object, auth = token) =>
  call(t.app, { method: 'POST', url: MONEY_PATHS.deposits, payload, headers: bearer(auth) });
const gcash = (amount: number, idempotencyKey = 'key-00000001') =>
  deposit({ channel: 'GCASH', amount, idempotencyKey });
const put = (url: string) => call(t.app, { method: 'PUT', url, headers: bearer(token) });

describe('deposits', () => {
  it('lists the four channels with their limits and presets', async () => {
    const channels = valueOf<DepositChannel[]>(
      await call(t.app, { method: 'GET', url: MONEY_PATHS.depositChannels, headers: bearer(token) }),
    );
    expect(channels.map((c) => c.code)).toEqual(['GCASH', 'MAYA', 'BANK_TRANSFER', 'ONLINE_BANKING']);
    expect(channels[0]).toMatchObject({ min: 100, max: 50_000, presets: [100, 300, 500, 1000, 3000, 5000] });
  });

  it('opens a pending order that moves no money until the provider says it is paid', async () => {
    const before = balanceCents(t.db, MEMBER01);
    const order = valueOf<DepositOrder>(await gcash(500.25));
    expect(order).toMatchObject({ channel: 'GCASH', amount: 500.25, state: 'pending', closedAt: null });
    expect(order.orderNo).toMatch(/^D20250510\d{6}$/);
    expect(order.reference).toMatch(/^[A-Z2-9]{8}$/);
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(15 * 60_000);
    expect(balanceCents(t.db, MEMBER01)).toBe(before);

    const paid = valueOf<DepositOrder>(await put(MONEY_TEST_PATHS.depositPaid(order.orderNo)));
    expect(paid.state).toBe('paid');
    expect(balanceCents(t.db, MEMBER01)).toBe(before + 50_025);
    // A provider that reports the same payment twice credits it once.
    expect(valueOf<DepositOrder>(await put(MONEY_TEST_PATHS.depositPaid(order.orderNo))).state).toBe('paid');
    expect(balanceCents(t.db, MEMBER01)).toBe(before + 50_025);
    const wallet = valueOf<{ sumBalance: number }>(
      await call(t.app, { method: 'GET', url: PATHS.wallet, headers: bearer(token) }),
    );
    expect(wallet.sumBalance * 100).toBeCloseTo(before + 50_025);
  });

  it('makes one order of a double-tapped submit, even when both arrive at once', async () => {
    const [first, second] = await Promise.all([gcash(300, 'tap-12345678'), gcash(300, 'tap-12345678')]);
    expect(valueOf<DepositOrder>(first).orderNo).toBe(valueOf<DepositOrder>(second).orderNo);
    const page = valueOf<DepositOrderPage>(
      await call(t.app, { method: 'GET', url: MONEY_PATHS.deposits, headers: bearer(token) }),
    );
    // Beside the deposits member01 paid before (the seed's), one new order.
    const opened = page.list.filter((order) => order.state === 'pending');
    expect(opened).toHaveLength(1);
    expect(valueOf<DepositOrder>(await gcash(300, 'tap-87654321')).orderNo).not.toBe(opened[0]?.orderNo);
  });

  it('refuses amounts outside the channel and more than two decimals', async () => {
    expect(errorOf(await gcash(99.99)).errorCode).toBe('payment.amount_range');
    expect(errorOf(await gcash(50_000.01)).errorCode).toBe('payment.amount_range');
    expect(errorOf(await gcash(100.001)).errorCode).toBe('validation.amount');
    expect(errorOf(await deposit({ channel: 'GCASH', amount: 100, idempotencyKey: 'short' })).errorCode).toBe(
      'request.malformed',
    );
  });

  it('cancels a pending order, and cannot pay or cancel a closed one', async () => {
    const order = valueOf<DepositOrder>(await gcash(200));
    expect(valueOf<DepositOrder>(await put(MONEY_PATHS.depositCancel(order.orderNo))).state).toBe('cancelled');
    const paid = await put(MONEY_TEST_PATHS.depositPaid(order.orderNo));
    expect(paid.statusCode).toBe(409);
    expect(errorOf(paid).errorCode).toBe('payment.order_closed');
  });

  it('expires an order whose time is up, and a late payment is refused', async () => {
    const before = balanceCents(t.db, MEMBER01);
    const order = valueOf<DepositOrder>(await gcash(200));
    t.clock.advance(15 * 60_000);
    const read = valueOf<DepositOrder>(
      await call(t.app, { method: 'GET', url: MONEY_PATHS.deposit(order.orderNo), headers: bearer(token) }),
    );
    expect(read).toMatchObject({ state: 'expired', closedAt: order.expiresAt });
    expect(errorOf(await put(MONEY_TEST_PATHS.depositPaid(order.orderNo))).errorCode).toBe('payment.order_closed');
    expect(balanceCents(t.db, MEMBER01)).toBe(before);
  });

  it('shows a member only their own orders', async () => {
    const order = valueOf<DepositOrder>(await gcash(200));
    const other = (await signIn(t.app, 'player40', 'player123')).token;
    const response = await call(t.app, {
      method: 'GET',
      url: MONEY_PATHS.deposit(order.orderNo),
      headers: bearer(other),
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(await put(MONEY_PATHS.depositCancel('D20250510999999'))).errorCode).toBe('request.url_empty');
  });

  it('tells a trial account to use a real one', async () => {
    const trial = valueOf<{ token: string }>(await call(t.app, { method: 'POST', url: PATHS.testPlay })).token;
    const response = await deposit({ channel: 'GCASH', amount: 100, idempotencyKey: 'trial-0001' }, trial);
    expect(errorOf(response).errorCode).toBe('payment.trial');
  });
});
