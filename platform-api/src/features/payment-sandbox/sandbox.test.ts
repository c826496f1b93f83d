import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MONEY_PATHS, type DepositOrder } from '@platform/shared/contract';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, valueOf, type TestApp } from '../../testing/test-app';
import { balanceCents } from '../ledger/ledger';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'member01', 'member123')).token;
});
afterEach(() => closeTestApp(t));

const MEMBER01 = 1001;

const openOrder = async (language: 'TY' | 'EN' = 'TY') =>
  valueOf<DepositOrder>(
    await call(t.app, {
      method: 'POST',
      url: MONEY_PATHS.deposits,
      payload: { channel: 'GCASH', amount: 500, idempotencyKey: `sandbox-${language}` },
      headers: { ...bearer(token), Language: language },
    }),
  );

const checkoutOf = (order: DepositOrder) => {
  if (!order.checkoutUrl) throw new Error('a pending order has a checkout link');
  return order.checkoutUrl;
};

/** The form fields the checkout page posts, read from its hidden inputs. */
function formOf(html: string, outcome: string): string {
  const form = new URLSearchParams();
  for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    if (name === 'outcome' || form.has(name)) continue;
    form.set(
      name,
      value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    );
  }
  form.set('outcome', outcome);
  return form.toString();
}

const post = (form: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sandbox-pay/checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });

describe('the sandbox payment provider', () => {
  it('shows the order in the order’s language, plainly marked as a sandbox, under a strict policy', async () => {
    const order = await openOrder('TY');
    const page = await t.app.inject({ method: 'GET', url: checkoutOf(order) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SANDBOX – walang totoong pera');
    expect(page.body).toContain('Lucky Bay');
    expect(page.body).toContain('₱500.00');
    expect(page.body).toContain(order.reference);
    expect(page.body).toContain('GCash');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'.*style-src 'sha256-/);
    const english = await t.app.inject({ method: 'GET', url: `${checkoutOf(order)}`.replace('lang=TY', 'lang=EN') });
    expect(english.body).toContain('SANDBOX – no real money');
  });

  it('refuses a link whose terms were changed', async () => {
    const order = await openOrder();
    const cheaper = checkoutOf(order).replace('amount=500.00', 'amount=1.00');
    const page = await t.app.inject({ method: 'GET', url: cheaper });
    expect(page.statusCode).toBe(400);
    expect(page.body).not.toContain('<form');
  });

  it('pays through the signed notice and sends the person back to the site’s result page only', async () => {
    const before = balanceCents(t.db, MEMBER01);
    const order = await openOrder();
    const page = await t.app.inject({ method: 'GET', url: checkoutOf(order) });
    const answer = await post(`${formOf(page.body, 'pay')}&returnUrl=https%3A%2F%2Fevil.example%2F`);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/m/deposit/result?orderNo=${order.orderNo}`);
    expect(balanceCents(t.db, MEMBER01)).toBe(before + 50_000);
    // Pay again (a double tap): the provider's notice is the same, and nothing more is credited.
    expect((await post(formOf(page.body, 'pay'))).statusCode).toBe(303);
    expect(balanceCents(t.db, MEMBER01)).toBe(before + 50_000);
  });

  it('ends the order failed or cancelled from its buttons', async () => {
    const order = await openOrder();
    const page = await t.app.inject({ method: 'GET', url: checkoutOf(order) });
    expect((await post(formOf(page.body, 'fail'))).statusCode).toBe(303);
    const read = await call(t.app, { method: 'GET', url: MONEY_PATHS.deposit(order.orderNo), headers: bearer(token) });
    expect(valueOf<DepositOrder>(read)).toMatchObject({ state: 'failed', checkoutUrl: null });
    const english = await openOrder('EN');
    const englishPage = await t.app.inject({ method: 'GET', url: checkoutOf(english) });
    expect((await post(formOf(englishPage.body, 'cancel'))).statusCode).toBe(303);
    const closed = await call(t.app, {
      method: 'GET',
      url: MONEY_PATHS.deposit(english.orderNo),
      headers: bearer(token),
    });
    expect(valueOf<DepositOrder>(closed).state).toBe('cancelled');
  });
});
