import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '@platform/shared/contract';
import { lastSmsCode, sendSms } from '../../testing/accounts';
import { postLogin } from '../../testing/browser-crypto';
import { call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';
import { normalizeMobile } from './mobile';
import { SMS_RESEND_MS } from './sms-codes';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const MEMBER_MOBILE = '09171234567';
const smsLogin = (code: string, username = MEMBER_MOBILE) =>
  postLogin(t.app, { type: 'sms', username, password: code, countryDialingCode: '63' });

describe('SMS codes', () => {
  it('normalizes numbers to national digits without the trunk zero', () => {
    expect(normalizeMobile('0917 123 4567')).toBe('9171234567');
    expect(normalizeMobile('+63 917 123 4567', '63')).toBe('9171234567');
    expect(normalizeMobile('9171234567', '63')).toBe('9171234567');
  });

  it('sends a numeric code that lives expiredMinutes and signs the member in once', async () => {
    const sent = await sendSms(t.app, MEMBER_MOBILE, 'login');
    expect(valueOf(sent)).toEqual({ expiredMinutes: 2 });
    const code = await lastSmsCode(t.app, MEMBER_MOBILE);
    expect(code).toMatch(/^\d{6}$/);
    expect(valueOf<{ userName: string }>(await smsLogin(code)).userName).toBe('member01');
    expect(errorOf(await smsLogin(code)).errorCode).toBe('verification.code_error');
  });

  it('refuses an expired code and a code sent for another purpose', async () => {
    await sendSms(t.app, MEMBER_MOBILE, 'reset');
    expect(errorOf(await smsLogin(await lastSmsCode(t.app, MEMBER_MOBILE))).errorCode).toBe('verification.code_error');
    t.clock.advance(SMS_RESEND_MS);
    await sendSms(t.app, MEMBER_MOBILE, 'login');
    const code = await lastSmsCode(t.app, MEMBER_MOBILE);
    t.clock.advance(2 * 60_000);
    expect(errorOf(await smsLogin(code)).errorCode).toBe('verification.code_error');
  });

  it('kills a code after five wrong guesses', async () => {
    await sendSms(t.app, MEMBER_MOBILE, 'login');
    const code = await lastSmsCode(t.app, MEMBER_MOBILE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess += 1) await smsLogin(wrong);
    expect(errorOf(await smsLogin(code)).errorCode).toBe('verification.code_error');
  });

  it('limits sends per number: one a minute, five an hour', async () => {
    expect((await sendSms(t.app, MEMBER_MOBILE, 'login')).statusCode).toBe(200);
    const tooSoon = await sendSms(t.app, MEMBER_MOBILE, 'reset');
    expect(tooSoon.statusCode).toBe(429);
    expect(errorOf(tooSoon)).toMatchObject({ errorCode: 'rate.limited', data: { retryAfterSeconds: 60 } });
    for (let sent = 1; sent < 5; sent += 1) {
      t.clock.advance(SMS_RESEND_MS);
      expect((await sendSms(t.app, MEMBER_MOBILE, 'login')).statusCode).toBe(200);
    }
    t.clock.advance(SMS_RESEND_MS);
    expect(errorOf(await sendSms(t.app, MEMBER_MOBILE, 'login')).errorCode).toBe('rate.limited');
  });

  it('sends login codes only to members, and checks the number against the rule', async () => {
    const stranger = await sendSms(t.app, '09990000000', 'login');
    expect(errorOf(stranger)).toMatchObject({ errorCode: 'auth.user_missing_or_disabled' });
    const malformed = await sendSms(t.app, '12345', 'login');
    expect(errorOf(malformed)).toMatchObject({ errorCode: 'validation.mobile_invalid', data: { field: 'mobileNum' } });
  });

  it('answers a set-password code alike for a number with no account, counting it against the number', async () => {
    const known = await sendSms(t.app, MEMBER_MOBILE, 'reset');
    const unknown = await sendSms(t.app, '0999 000 0000', 'reset');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(valueOf(unknown)).toEqual(valueOf(known));
    // The resend wait is the same too, so a second try tells nothing either.
    const again = [await sendSms(t.app, MEMBER_MOBILE, 'reset'), await sendSms(t.app, '+639990000000', 'reset')];
    expect(again.map((answer) => errorOf(answer).errorCode)).toEqual(['rate.limited', 'rate.limited']);
  });

  it('takes the number in any spelling and keeps it in one', async () => {
    for (const [spelling, purpose] of [
      ['917 123 4567', 'login'],
      ['+63 917-123-4567', 'reset'],
    ] as const) {
      expect(valueOf(await sendSms(t.app, spelling, purpose))).toEqual({ expiredMinutes: 2 });
      t.clock.advance(SMS_RESEND_MS);
    }
    expect(await lastSmsCode(t.app, MEMBER_MOBILE)).toMatch(/^\d{6}$/);
    const code = await lastSmsCode(t.app, MEMBER_MOBILE);
    await sendSms(t.app, '0917 123 4567', 'login');
    const loginCode = await lastSmsCode(t.app, MEMBER_MOBILE);
    expect(loginCode).not.toBe(code);
    expect(valueOf<{ userName: string }>(await smsLogin(loginCode, '917-123-4567')).userName).toBe('member01');
  });

  it('test mode expires the live codes of a number and lifts the resend wait', async () => {
    await sendSms(t.app, MEMBER_MOBILE, 'login');
    const code = await lastSmsCode(t.app, MEMBER_MOBILE);
    await call(t.app, { method: 'PUT', url: PATHS.test.smsExpire, payload: { mobileNum: MEMBER_MOBILE } });
    expect(errorOf(await smsLogin(code)).errorCode).toBe('verification.code_error');
    expect((await sendSms(t.app, MEMBER_MOBILE, 'login')).statusCode).toBe(200);
  });

  it('lists the dialing codes of the merchant', async () => {
    const countries = valueOf(await call(t.app, { method: 'GET', url: PATHS.countries }));
    expect(countries).toContainEqual({ country: 'PH', dialingCode: '63' });
  });
});
