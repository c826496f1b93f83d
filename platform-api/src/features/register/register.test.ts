import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, type LoginValue } from '@platform/shared/contract';
import { lastSmsCode, putRegister, registration } from '../../testing/accounts';
import { signIn } from '../../testing/browser-crypto';
import { call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const flags = (merchantCode: string, values: Record<string, boolean>) =>
  call(t.app, { method: 'PUT', url: PATHS.test.whitelabel, payload: { merchantCode, flags: values } });

describe('registration', () => {
  it('registers a member, signs them in, and the password works for login', async () => {
    const value = valueOf<LoginValue>(await putRegister(t.app, registration({ affiliateCode: 'liza2025' })));
    expect(value).toMatchObject({ userName: 'newbie01', customerType: 0, firstTimeLogin: true });
    const row = t.db
      .prepare<[], { upline: number; channel: string }>(
        "SELECT upline_id AS upline, register_channel AS channel FROM members WHERE account = 'newbie01'",
      )
      .get();
    expect(row).toEqual({ upline: 1002, channel: 'H5' });
    expect((await signIn(t.app, 'newbie01', 'secret123')).userName).toBe('newbie01');
  });

  it('keeps a mobile number typed with +63 and spaces in its one spelling, and finds it in any other', async () => {
    const value = valueOf<LoginValue>(
      await putRegister(t.app, registration({ mobileNum: '+63 918 555 0101', countryDialingCode: '63' })),
    );
    const row = t.db
      .prepare<[string], { num: string; norm: string }>(
        'SELECT mobile_num AS num, mobile_norm AS norm FROM members WHERE account = ?',
      )
      .get(value.userName);
    expect(row).toEqual({ num: '09185550101', norm: '9185550101' });
    const taken = await putRegister(t.app, registration({ username: 'newbie02', mobileNum: '918-555-0101' }));
    expect(errorOf(taken)).toMatchObject({ errorCode: 'auth.mobile_exists', data: { field: 'mobileNum' } });
  });

  it('refuses a taken username, naming the field', async () => {
    const response = await putRegister(t.app, registration({ username: 'member01' }));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ errorCode: 'auth.username_exists', data: { field: 'username' } });
  });

  it('refuses a bad invitation code, a disabled one, and an unknown recommender', async () => {
    for (const affiliateCode of ['NOPE1234', 'OLDCODE1']) {
      const response = await putRegister(t.app, registration({ affiliateCode }));
      expect(errorOf(response)).toMatchObject({ errorCode: 'affiliate.invalid', data: { field: 'affiliateCode' } });
    }
    await flags('M001', {});
    t.db.prepare("UPDATE field_rules SET enabled = 1 WHERE name = 'recommenderId'").run();
    const response = await putRegister(t.app, registration({ recommenderId: 'ghost99' }));
    expect(errorOf(response)).toMatchObject({ errorCode: 'referrer.link_error' });
  });

  it('checks every field against the rule table, with the rule message as the code', async () => {
    const badName = await putRegister(t.app, registration({ username: 'a!' }));
    expect(errorOf(badName)).toMatchObject({ errorCode: 'validation.account_format', data: { field: 'username' } });
    const badMail = await putRegister(t.app, registration({ email: 'not-mail' }));
    expect(errorOf(badMail)).toMatchObject({ errorCode: 'validation.email_format', data: { field: 'email' } });
    const mismatch = await putRegister(t.app, registration({ confirmPassword: 'other123' }));
    expect(errorOf(mismatch).data?.field).toBe('confirmPassword');
    const m002 = await putRegister(t.app, registration({ username: 'newbie02' }), { Merchant: 'M002' });
    expect(errorOf(m002).data?.field).toBe('mobileNum');
  });

  it('requires a captcha answer and the age confirmation', async () => {
    const noCaptcha = await putRegister(t.app, { ...registration(), captcha: '' });
    expect(errorOf(noCaptcha).errorCode).toBe('auth.captcha_required');
    const underAge = await putRegister(t.app, registration({ ageConfirmed: false }));
    expect(errorOf(underAge)).toMatchObject({ errorCode: 'request.malformed', data: { field: 'age' } });
  });

  it('registers by mobile number with an SMS code, then signs in by SMS', async () => {
    const mobileNum = '09181112222';
    const send = (body: object) => call(t.app, { method: 'POST', url: PATHS.registerSmsCode, payload: body });
    expect(valueOf(await send({ mobileNo: mobileNum, countryDialingCode: '63' }))).toEqual({ expiredMinutes: 2 });
    const wrong = await putRegister(
      t.app,
      registration({ registerMethod: 'mobile', mobileNum, verificationCode: '000000', username: undefined }),
    );
    const code = await lastSmsCode(t.app, mobileNum);
    if (code !== '000000') expect(errorOf(wrong).errorCode).toBe('verification.code_error');
    const value = valueOf<LoginValue>(
      await putRegister(
        t.app,
        registration({ registerMethod: 'mobile', mobileNum, verificationCode: code, username: undefined }),
      ),
    );
    expect(value.userName).toBe('09181112222');
    const taken = await send({ mobileNo: '9181112222', countryDialingCode: '63' });
    expect(errorOf(taken).errorCode).toBe('auth.mobile_exists');
  });

  it('refuses a method the merchant switched off', async () => {
    const response = await putRegister(
      t.app,
      registration({ registerMethod: 'mobile', mobileNum: '09181112223', verificationCode: '123456' }),
      { Merchant: 'M002' },
    );
    expect(errorOf(response).errorCode).toBe('auth.no_permission');
  });

  it('checks usernames, mobile numbers and invitation codes for the form', async () => {
    const check = async (url: string, query: Record<string, string>) =>
      valueOf(await call(t.app, { method: 'GET', url, query }));
    expect(await check(PATHS.registerCheck, { field: 'username', value: 'member01' })).toEqual({ available: false });
    expect(await check(PATHS.registerCheck, { field: 'username', value: 'free01' })).toEqual({ available: true });
    expect(await check(PATHS.registerCheck, { field: 'mobileNum', value: '9171234567' })).toEqual({
      available: false,
    });
    expect(await check(PATHS.affiliateCheck, { code: 'LIZA2025', domain: 'x' })).toEqual({ success: true });
    expect(await check(PATHS.affiliateCheck, { code: 'OLDCODE1', domain: 'x' })).toEqual({ success: false });
  });
});
