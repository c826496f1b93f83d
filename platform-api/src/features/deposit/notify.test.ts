import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEPOSIT_SIGNATURE_HEADER,
  MONEY_PATHS,
  type DepositNotice,
  type DepositOrder,
} from '@platform/shared/contract';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';
import { balanceCents } from '../ledger/ledger';
import { DEFAULT_PAYMENT_CONFIG, signText } from './provider';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'member01', 'member123')).token;
});
afterEach(() => closeTestApp(t));

const MEMBER01 = 1001;
const SECRET = DEFAULT_PAYMENT_CONFIG.secret;

const openOrder = async (amount = 500, key = 'notify-0001') =>
  valueOf<DepositOrder>(
    await call(t.app, {
      method: 'POST',
      url: MONEY_PATHS.deposits,
      payload: { channel: 'GCASH', amount, idempotencyKey: key },
      headers: bearer(token),
    }),
  );

const noticeFor = (order: DepositOrder, patch: Partial<DepositNotice> = {}): DepositNotice => ({
  orderNo: order.orderNo,
  amount: order.amount,
  status: 'paid',
  providerRef: 'GC-7731-0001',
  paidAt: '2025-05-10T04:05:06.000Z',
  ...patch,
});

/** Posts a notice as the provider does: the raw JSON and its HMAC under `secret`. */
const notify = (notice: DepositNotice | string, secret = SECRET) => {
  const body = typeof notice === 'string' ? notice : JSON.stringify(notice);
  return call(t.app, {
    method: 'POST',
    url: MONEY_PATHS.depositNotify,
    headers: { 'content-type': 'application/json', [DEPOSIT_SIGNATURE_HEADER]: signText(secret, body) },
    payload: body,
  });
};

/** What the ledger holds for one order: the sum of its entries, in centavos. */
const ledgerSum = (orderNo: string) =>
  t.db
    .prepare<[string], { total: number }>(
      'SELECT COALESCE(SUM(amount_cents), 0) AS total FROM ledger WHERE reference = ?',
    )
    .get(orderNo)?.total;

const read = async (orderNo: string) =>
  valueOf<DepositOrder>(
    await call(t.app, { method: 'GET', url: MONEY_PATHS.deposit(orderNo), headers: bearer(token) }),
  );

describe('the payment provider’s notice', () => {
  it('comes with a checkout link to the provider on every pending order', async () => {
    const order = await openOrder();
    expect(order.checkoutUrl).toMatch(/^\/api\/sandbox-pay\/checkout\?orderNo=D\d{14}&amount=500\.00&/);
    expect(order.checkoutUrl).toContain('&sig=');
  });

  it('credits a paid order once, with its signature, and closes its checkout', async () => {
    const before = balanceCents(t.db, MEMBER01);
    const order = await openOrder(500.25);
    const answer = await notify(noticeFor(order));
    expect(answer.statusCode).toBe(200);
    expect(valueOf<DepositOrder>(answer)).toMatchObject({ state: 'paid', checkoutUrl: null });
    expect(ledgerSum(order.orderNo)).toBe(50_025);
    expect(balanceCents(t.db, MEMBER01)).toBe(before + 50_025);
  });

  it('changes nothing for a bad signature', async () => {
    const before = balanceCents(t.db, MEMBER01);
    const order = await openOrder();
    const forged = await notify(noticeFor(order), 'a-guessed-secret');
    expect(forged.statusCode).toBe(401);
    const unsigned = await call(t.app, {
      method: 'POST',
      url: MONEY_PATHS.depositNotify,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(noticeFor(order)),
    });
    expect(unsigned.statusCode).toBe(401);
    // The signature covers the exact bytes: a changed body under an old signature is refused too.
    const body = JSON.stringify(noticeFor(order));
    const tampered = await call(t.app, {
      method: 'POST',
      url: MONEY_PATHS.depositNotify,
      headers: { 'content-type': 'application/json', [DEPOSIT_SIGNATURE_HEADER]: signText(SECRET, body) },
      payload: body.replace('"paid"', '"failed"'),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await read(order.orderNo)).state).toBe('pending');
    expect(balanceCents(t.db, MEMBER01)).toBe(before);
  });

  it('answers an exact replay unchanged and refuses a different notice for a closed order', async () => {
    const order = await openOrder();
    const notice = noticeFor(order);
    expect((await notify(notice)).statusCode).toBe(200);
    const replay = await notify(notice);
    expect(replay.statusCode).toBe(200);
    expect(valueOf<DepositOrder>(replay).state).toBe('paid');
    const otherRef = await notify(noticeFor(order, { providerRef: 'GC-7731-0002' }));
    expect(otherRef.statusCode).toBe(409);
    const failedAfter = await notify(noticeFor(order, { status: 'failed' }));
    expect(errorOf(failedAfter).errorCode).toBe('payment.order_closed');
    expect(ledgerSum(order.orderNo)).toBe(50_000);
  });

  it('refuses a wrong amount and leaves the order to be paid', async () => {
    const order = await openOrder();
    const answer = await notify(noticeFor(order, { amount: 5000 }));
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer)).toMatchObject({ errorCode: 'request.malformed', data: { field: 'amount' } });
    expect((await read(order.orderNo)).state).toBe('pending');
    expect(ledgerSum(order.orderNo)).toBe(0);
  });

  it('refuses a notice for an expired order', async () => {
    const order = await openOrder();
    t.clock.advance(15 * 60_000);
    const answer = await notify(noticeFor(order));
    expect(answer.statusCode).toBe(409);
    expect((await read(order.orderNo)).state).toBe('expired');
    expect(ledgerSum(order.orderNo)).toBe(0);
  });

  it('refuses a notice for an unknown order', async () => {
    const before = balanceCents(t.db, MEMBER01);
    const answer = await notify({
      orderNo: 'D20250510999999',
      amount: 500,
      status: 'paid',
      providerRef: 'GC-0000-0000',
      paidAt: '2025-05-10T04:05:06.000Z',
    });
    expect(answer.statusCode).toBe(404);
    expect(balanceCents(t.db, MEMBER01)).toBe(before);
  });

  it('refuses a signed body that is not a notice', async () => {
    expect((await notify('{"orderNo":"D1"')).statusCode).toBe(400);
    expect((await notify(JSON.stringify({ orderNo: 'D20250510000001', amount: 1 }))).statusCode).toBe(400);
  });

  it('ends an order failed or cancelled without money', async () => {
    const failed = await openOrder(300, 'notify-fail');
    const cancelled = await openOrder(400, 'notify-cancel');
    expect(valueOf<DepositOrder>(await notify(noticeFor(failed, { status: 'failed' }))).state).toBe('failed');
    expect(valueOf<DepositOrder>(await notify(noticeFor(cancelled, { status: 'cancelled' }))).state).toBe('cancelled');
    expect(ledgerSum(failed.orderNo)).toBe(0);
    expect(ledgerSum(cancelled.orderNo)).toBe(0);
  });

  it('credits once when 50 callbacks for one order arrive at once', async () => {
    const before = balanceCents(t.db, MEMBER01);
    const order = await openOrder(1000);
    const refs = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? 'GC-7731-0001' : `GC-7731-${1000 + i}`));
    const answers = await Promise.all(refs.map((providerRef) => notify(noticeFor(order, { providerRef }))));
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(ledgerSum(order.orderNo)).toBe(100_000);
    expect(balanceCents(t.db, MEMBER01)).toBe(before + 100_000);
  });
});
