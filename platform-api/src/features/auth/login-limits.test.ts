import { afterEach, describe, expect, it } from 'vitest';
import { solvedCaptcha, solvedChallenge } from '../../testing/accounts';
import { postLogin, signIn } from '../../testing/browser-crypto';
import { closeTestApp, createTestApp, errorOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
afterEach(() => closeTestApp(t));

const from = (address: string) => ({ 'x-forwarded-for': address });

const attempt = (username: string, password: string, address = '203.0.113.7', extra: Record<string, unknown> = {}) =>
  postLogin(t.app, { type: 'username', username, password, ...extra }, from(address));

describe('login limits', { timeout: 60_000 }, () => {
  it('counts every spelling of a mobile number as one account', async () => {
    t = await createTestApp();
    await attempt('09171234567', 'wrong-1');
    await attempt('+63 917 123 4567', 'wrong-2', undefined, { countryDialingCode: '63' });
    for (const spelling of ['917-123-4567', '0917 123 4567']) {
      expect(errorOf(await attempt(spelling, 'wrong-3')).errorCode).toBe('auth.captcha_required');
    }
  });

  it('records a failure before the slow hash, so parallel guesses meet the captcha', async () => {
    t = await createTestApp();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => attempt('member01', `wrong-${index}`)));
    const codes = answers.map((answer) => errorOf(answer).errorCode);
    expect(codes.filter((code) => code === 'auth.credentials_invalid').length).toBeLessThanOrEqual(2);
    expect(codes.filter((code) => code === 'auth.captcha_required').length).toBeGreaterThanOrEqual(10);
  });

  it('asks a busy address for a challenge instead of refusing it, leaving other addresses alone', async () => {
    t = await createTestApp({ limits: { loginPerAddress: { limit: 3, windowMs: 60_000 } } });
    for (const account of ['nobody1', 'nobody2', 'nobody3']) {
      expect((await attempt(account, 'x', '198.51.100.1')).statusCode).toBe(401);
    }
    const asked = await attempt('nobody4', 'x', '198.51.100.1');
    expect([asked.statusCode, errorOf(asked).errorCode]).toEqual([400, 'auth.challenge_required']);
    const proof = await solvedChallenge(t.app, 'nobody4', from('198.51.100.1'));
    expect((await attempt('nobody4', 'x', '198.51.100.1', proof)).statusCode).toBe(401);
    expect((await signIn(t.app, 'member01', 'member123', {}, from('198.51.100.2'))).userName).toBe('member01');
    t.clock.advance(60_001);
    expect((await attempt('nobody5', 'x', '198.51.100.1')).statusCode).toBe(401);
  });

  it('limits logins from everywhere together', async () => {
    t = await createTestApp({ limits: { loginGlobal: { limit: 2, windowMs: 60_000 } } });
    await attempt('nobody1', 'x', '198.51.100.1');
    await attempt('nobody2', 'x', '198.51.100.2');
    expect((await attempt('nobody3', 'x', '198.51.100.3')).statusCode).toBe(429);
  });

  it('makes an address wait after repeated failures at one account, while the member still gets in', async () => {
    t = await createTestApp({ limits: { loginFailuresPerAccountAddress: { limit: 3, windowMs: 60_000 } } });
    for (let guess = 0; guess < 3; guess += 1) {
      const captcha = guess >= 2 ? await solvedCaptcha(t.app) : {};
      expect((await attempt('member01', `wrong-${guess}`, undefined, captcha)).statusCode).toBe(401);
    }
    const captcha = await solvedCaptcha(t.app);
    expect((await attempt('member01', 'member123', undefined, captcha)).statusCode).toBe(429);
    const elsewhere = await solvedCaptcha(t.app);
    expect((await attempt('member01', 'member123', '198.51.100.9', elsewhere)).statusCode).toBe(200);
  });
});
