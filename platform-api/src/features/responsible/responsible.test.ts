import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MONEY_PATHS,
  MONEY_TEST_PATHS,
  PATHS,
  RESPONSIBLE_PATHS,
  type DepositOrder,
  type ExclusionValue,
  type ResponsibleSettings,
} from '@platform/shared/contract';
import { postLogin, signIn } from '../../testing/browser-crypto';
import { startExclusion } from './responsible';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'member01', 'member123')).token;
});
afterEach(() => closeTestApp(t));

const HOUR = 3_600_000;
const MEMBER01 = 1001;
const send = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  call(t.app, { method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const setLimit = async (period: string, amount: number | null) =>
  valueOf<ResponsibleSettings>(await send('PUT', RESPONSIBLE_PATHS.depositLimit, { period, amount }));
const limitOf = (settings: ResponsibleSettings, period: string) => settings.limits.find((l) => l.period === period);
/** Moves the clock past the session's lifetime, so signs in again. */
async function later(ms: number) {
  t.clock.advance(ms);
  token = (await signIn(t.app, 'member01', 'member123')).token;
}
let keyNo = 0;
const gcash = (amount: number) =>
  send('POST', MONEY_PATHS.deposits, {
    channel: 'GCASH',
    amount,
    idempotencyKey: `key-${String(++keyNo).padStart(8, '0')}`,
  });

describe('deposit limits', () => {
  it('applies a lower limit at once and a higher one only after 24 hours', async () => {
    const initial = valueOf<ResponsibleSettings>(await send('GET', RESPONSIBLE_PATHS.settings));
    expect(initial.realityCheckMinutes).toBe(60);
    expect(limitOf(initial, 'day')).toEqual({ period: 'day', amount: null, used: 0, pending: null });

    expect(limitOf(await setLimit('day', 1000), 'day')).toMatchObject({ amount: 1000, pending: null });
    const raised = limitOf(await setLimit('day', 5000), 'day');
    expect(raised?.amount).toBe(1000);
    expect(raised?.pending).toEqual({ amount: 5000, appliesAt: new Date(t.clock.now() + 24 * HOUR).toISOString() });

    await later(24 * HOUR - 1);
    expect(limitOf(valueOf(await send('GET', RESPONSIBLE_PATHS.settings)), 'day')?.amount).toBe(1000);
    await later(1);
    expect(limitOf(valueOf(await send('GET', RESPONSIBLE_PATHS.settings)), 'day')).toMatchObject({
      amount: 5000,
      pending: null,
    });
    // Removing a limit is a raise too; lowering meanwhile cancels it.
    expect(limitOf(await setLimit('day', null), 'day')?.pending?.amount).toBeNull();
    expect(limitOf(await setLimit('day', 2000), 'day')).toMatchObject({ amount: 2000, pending: null });
  });

  it('refuses a deposit over a limit, saying the limit and what remains, counting open and paid orders', async () => {
    await setLimit('week', 1500);
    const first = valueOf<DepositOrder>(await gcash(1000));
    const refused = errorOf(await gcash(600));
    expect(refused).toMatchObject({
      errorCode: 'payment.limit_week',
      data: { field: 'amount', values: { limit: '₱1,500.00', remaining: '₱500.00' } },
    });
    await send('PUT', MONEY_TEST_PATHS.depositPaid(first.orderNo));
    expect(valueOf<DepositOrder>(await gcash(500)).state).toBe('pending');
    expect(limitOf(valueOf(await send('GET', RESPONSIBLE_PATHS.settings)), 'week')?.used).toBe(1500);
    // The window moves on: after 7 days the room is back.
    await later(7 * 24 * HOUR);
    expect(valueOf<DepositOrder>(await gcash(1500)).state).toBe('pending');
  });
});

describe('breaks from play', () => {
  it('signs the member out and refuses login until the self-exclusion ends, saying until when in Manila', async () => {
    const value = valueOf<ExclusionValue>(
      await send('POST', RESPONSIBLE_PATHS.exclusion, { kind: 'self_exclusion', period: '6m' }),
    );
    // The clock starts 2025-05-10 04:00 UTC; six calendar months on is 12:00 in Manila.
    expect(value).toEqual({ kind: 'self_exclusion', until: '2025-11-10T04:00:00.000Z' });
    expect((await send('GET', PATHS.wallet)).statusCode).toBe(401);

    const refused = await postLogin(t.app, { type: 'username', username: 'member01', password: 'member123' });
    expect(errorOf(refused)).toMatchObject({
      errorCode: 'auth.excluded',
      data: { values: { until: '2025-11-10 12:00' } },
    });

    t.clock.advance(Date.parse(value.until) - t.clock.now());
    expect((await signIn(t.app, 'member01', 'member123')).token).toBeTruthy();
  });

  it('never shortens a running break, and takes only the periods of its kind', async () => {
    expect(errorOf(await send('POST', RESPONSIBLE_PATHS.exclusion, { kind: 'timeout', period: '1y' })).errorCode).toBe(
      'request.malformed',
    );
    const now = t.clock.now();
    const long = startExclusion(t.db, MEMBER01, { kind: 'timeout', period: '30d' }, now);
    const short = startExclusion(t.db, MEMBER01, { kind: 'timeout', period: '24h' }, now);
    expect(short.until).toBe(long.until);
    expect(Date.parse(long.until) - now).toBe(30 * 24 * HOUR);
  });
});
