import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MONEY_PATHS, TRANSFER_PATHS, type WithdrawAccount } from '@platform/shared/contract';
import { PRODUCTION_LIMITS } from '../../http/rate-limit';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
let accountId: number;
const RIGHT = '246810';

beforeEach(async () => {
  t = await createTestApp({ limits: { paymentPasswordChecks: PRODUCTION_LIMITS.paymentPasswordChecks } });
  token = (await signIn(t.app, 'member01', 'member123')).token;
  expect((await send('PUT', MONEY_PATHS.paymentPassword, { password: RIGHT })).statusCode).toBe(200);
  const gcash = { kind: 'GCASH', bankName: 'GCash', holderName: 'Juan Cruz', accountNumber: '09171234567' };
  accountId = valueOf<WithdrawAccount>(await send('POST', MONEY_PATHS.withdrawAccounts, gcash)).id;
});
afterEach(() => closeTestApp(t));

function send(method: 'POST' | 'PUT', url: string, payload: object): Promise<LightMyRequestResponse> {
  return call(t.app, { method, url, payload, headers: bearer(token) });
}

let keys = 0;
const nextKey = () => `pp-${String(++keys).padStart(6, '0')}`;
const withdraw = (paymentPassword: string) =>
  send('POST', MONEY_PATHS.withdrawals, { accountId, amount: 100, paymentPassword, idempotencyKey: nextKey() });
const transfer = (paymentPassword: string) =>
  send('POST', TRANSFER_PATHS.uplineTransfers, { amount: 1, paymentPassword, idempotencyKey: nextKey() });
const change = (oldPassword: string, password = '135790') =>
  send('PUT', MONEY_PATHS.paymentPassword, { oldPassword, password });

const codesOf = (answers: LightMyRequestResponse[]) => answers.map((answer) => errorOf(answer).errorCode);

describe('payment password guesses', { timeout: 60_000 }, () => {
  it('locks withdrawals after five wrong payment passwords, the right one included, and says until when', async () => {
    const answers: LightMyRequestResponse[] = [];
    for (let guess = 0; guess < 20; guess += 1) answers.push(await withdraw(String(100_000 + guess)));
    expect(codesOf(answers.slice(0, 5))).toEqual(Array(5).fill('payment.password_wrong'));
    expect(answers.slice(5).map((answer) => answer.statusCode)).toEqual(Array(15).fill(429));
    const locked = await withdraw(RIGHT);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked)).toMatchObject({
      errorCode: 'payment.password_locked',
      data: { field: 'paymentPassword', retryAfterSeconds: 1800, values: { until: expect.any(String) } },
    });
    expect(locked.headers['retry-after']).toBe('1800');
  });

  it('locks the change of the payment password after five wrong old ones', async () => {
    const answers: LightMyRequestResponse[] = [];
    for (let guess = 0; guess < 8; guess += 1) answers.push(await change(String(100_000 + guess)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    expect(errorOf(await change(RIGHT))).toMatchObject({
      errorCode: 'payment.password_locked',
      data: { field: 'oldPassword' },
    });
  });

  it('counts guesses at withdrawals, transfers and changes together', async () => {
    for (let guess = 0; guess < 2; guess += 1) await withdraw(`11111${guess}`);
    for (let guess = 0; guess < 2; guess += 1) await transfer(`22222${guess}`);
    expect(errorOf(await change('333330')).errorCode).toBe('payment.password_wrong');
    expect(errorOf(await transfer(RIGHT)).errorCode).toBe('payment.password_locked');
  });

  it('counts parallel guesses before the slow hash, so a burst cannot outrun the lock', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, guess) => withdraw(String(400_000 + guess))));
    const codes = codesOf(answers);
    expect(codes.filter((code) => code === 'payment.password_wrong')).toHaveLength(5);
    expect(codes.filter((code) => code === 'payment.password_locked')).toHaveLength(7);
  });

  it('lifts the lock after its time, and a right password forgets earlier slips', async () => {
    for (let guess = 0; guess < 5; guess += 1) await withdraw(String(500_000 + guess));
    expect(errorOf(await withdraw(RIGHT)).errorCode).toBe('payment.password_locked');
    t.clock.advance(30 * 60_000 + 1);
    token = (await signIn(t.app, 'member01', 'member123')).token;
    expect((await withdraw(RIGHT)).statusCode).toBe(200);
    for (let guess = 0; guess < 4; guess += 1) await withdraw(String(600_000 + guess));
    expect((await withdraw(RIGHT)).statusCode).toBe(200);
    for (let guess = 0; guess < 4; guess += 1) await withdraw(String(700_000 + guess));
    expect(errorOf(await withdraw('700009')).errorCode).toBe('payment.password_wrong');
  });

  it('keeps each member’s count apart', async () => {
    for (let guess = 0; guess < 6; guess += 1) await withdraw(String(800_000 + guess));
    token = (await signIn(t.app, 'player40', 'player123')).token;
    expect((await send('PUT', MONEY_PATHS.paymentPassword, { password: RIGHT })).statusCode).toBe(200);
    expect(errorOf(await change('999999')).errorCode).toBe('payment.password_wrong');
  });
});
