import { afterEach, describe, expect, it } from 'vitest';
import { HEADERS, PATHS, type TrialAccountValue } from '@platform/shared/contract';
import { putRegister, registration } from '../../testing/accounts';
import { call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
afterEach(() => closeTestApp(t));

const HOUR = 60 * 60_000;
const rule = (limit: number) => ({ limit, windowMs: HOUR });
const who = (address: string, device?: string): Record<string, string> => ({
  'x-forwarded-for': address,
  ...(device ? { [HEADERS.deviceId]: device } : {}),
});
const DEVICE_A = 'device-aaaaaaaaaaaaaaaa';
const DEVICE_B = 'device-bbbbbbbbbbbbbbbb';

const newTrial = (headers: Record<string, string>) => call(t.app, { method: 'POST', url: PATHS.trialAccount, headers });

function expectCreationRefused(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode).toBe(429);
  expect(errorOf(response).errorCode).toBe('rate.creation_limited');
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('creation limits', { timeout: 60_000 }, () => {
  it('creates trial accounts by POST only', async () => {
    t = await createTestApp();
    expect((await call(t.app, { method: 'GET', url: PATHS.trialAccount })).statusCode).toBe(404);
    expect(valueOf<TrialAccountValue>(await newTrial(who('198.51.100.1'))).userName).toMatch(/^trial\d{6}$/);
  });

  it('limits new trial accounts per device and per address, counting test play without a name', async () => {
    t = await createTestApp({ limits: { trialsPerDevice: rule(2), trialsPerAddress: rule(3) } });
    expect((await newTrial(who('198.51.100.1', DEVICE_A))).statusCode).toBe(200);
    const played = await call(t.app, { method: 'POST', url: PATHS.testPlay, headers: who('198.51.100.1', DEVICE_A) });
    expect(played.statusCode).toBe(200);
    expectCreationRefused(await newTrial(who('198.51.100.1', DEVICE_A)));
    expectCreationRefused(
      await call(t.app, { method: 'POST', url: PATHS.testPlay, headers: who('198.51.100.1', DEVICE_A) }),
    );
    // Another device at the same address gets the rest of the address's share, no more.
    expect((await newTrial(who('198.51.100.1', DEVICE_B))).statusCode).toBe(200);
    expectCreationRefused(await newTrial(who('198.51.100.1', DEVICE_B)));
    expectCreationRefused(await newTrial(who('198.51.100.1')));
    expect((await newTrial(who('198.51.100.2'))).statusCode).toBe(200);
    t.clock.advance(HOUR + 1);
    expect((await newTrial(who('198.51.100.1', DEVICE_A))).statusCode).toBe(200);
  });

  it('refuses trial accounts sent in parallel beyond the limit', async () => {
    t = await createTestApp({ limits: { trialsPerAddress: rule(3) } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => newTrial(who('198.51.100.9'))));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
  });

  it('limits registrations per device and per address, counting only accounts made', async () => {
    t = await createTestApp({ limits: { registrationsPerDevice: rule(1), registrationsPerAddress: rule(2) } });
    const register = (username: string, headers: Record<string, string>) =>
      putRegister(t.app, registration({ username }), headers);
    expect((await register('member01', who('198.51.100.1', DEVICE_A))).statusCode).toBe(409);
    expect((await register('newbie01', who('198.51.100.1', DEVICE_A))).statusCode).toBe(200);
    expectCreationRefused(await register('newbie02', who('198.51.100.1', DEVICE_A)));
    expect((await register('newbie03', who('198.51.100.1', DEVICE_B))).statusCode).toBe(200);
    expectCreationRefused(await register('newbie04', who('198.51.100.1')));
    expect((await register('newbie05', who('198.51.100.2'))).statusCode).toBe(200);
  });

  it('limits registration codes to new numbers per device and per address', async () => {
    t = await createTestApp({ limits: { registerSmsPerDevice: rule(2), registerSmsPerAddress: rule(3) } });
    const send = (mobileNo: string, headers: Record<string, string>) =>
      call(t.app, {
        method: 'POST',
        url: PATHS.registerSmsCode,
        payload: { mobileNo, countryDialingCode: '63' },
        headers,
      });
    expect((await send('09180000001', who('198.51.100.1', DEVICE_A))).statusCode).toBe(200);
    expect((await send('09180000002', who('198.51.100.1', DEVICE_A))).statusCode).toBe(200);
    expectCreationRefused(await send('09180000003', who('198.51.100.1', DEVICE_A)));
    expect((await send('09180000004', who('198.51.100.1', DEVICE_B))).statusCode).toBe(200);
    expectCreationRefused(await send('09180000005', who('198.51.100.1', DEVICE_B)));
    expect((await send('09180000006', who('198.51.100.2', DEVICE_B))).statusCode).toBe(200);
  });
});
