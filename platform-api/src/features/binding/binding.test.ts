import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BINDING_PATHS,
  BINDING_TEST_PATHS,
  PATHS,
  type MailCodeEntry,
  type MemberContacts,
  type MemberInfo,
} from '@platform/shared/contract';
import { lastSmsCode } from '../../testing/accounts';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';
import { SMS_RESEND_MS } from '../sms/sms-codes';
import { maskEmail, maskMobile } from './contacts';

let t: TestApp;
let pedro: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  pedro = {
    Merchant: 'M001',
    ...bearer((await signIn(t.app, 'player40', 'player123', {}, { Merchant: 'M001' })).token),
  };
});
afterEach(() => closeTestApp(t));

const NEW_MOBILE = '09191234567';
const sendMobileCode = (mobileNum: string, headers = pedro) =>
  call(t.app, { method: 'POST', url: BINDING_PATHS.mobileCode, headers, payload: { mobileNum } });
const bindMobile = (payload: object, headers = pedro) =>
  call(t.app, { method: 'PUT', url: BINDING_PATHS.mobile, headers, payload: { password: 'player123', ...payload } });
const sendEmailCode = (email: string) =>
  call(t.app, { method: 'POST', url: BINDING_PATHS.emailCode, headers: pedro, payload: { email } });
const bindEmail = (payload: object) =>
  call(t.app, {
    method: 'PUT',
    url: BINDING_PATHS.email,
    headers: pedro,
    payload: { password: 'player123', ...payload },
  });
const memberInfo = async (headers = pedro) =>
  valueOf<MemberInfo>(await call(t.app, { method: 'GET', url: PATHS.memberInfo, headers }));
const lastMailCode = async () =>
  valueOf<MailCodeEntry[]>(await call(t.app, { method: 'GET', url: BINDING_TEST_PATHS.mailCodes })).at(-1);
const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('binding a mobile number', () => {
  it('binds the number the code went to and shows it masked in the member info', async () => {
    expect(await memberInfo()).toMatchObject({ mobile: null, email: null });
    expect(valueOf(await sendMobileCode(NEW_MOBILE))).toEqual({ expiredMinutes: 2 });
    const code = await lastSmsCode(t.app, NEW_MOBILE);
    const bound = await bindMobile({ mobileNum: '9191234567', countryDialingCode: '63', verificationCode: code });
    expect(valueOf<MemberContacts>(bound)).toEqual({ mobile: '0919****567', email: null });
    expect((await memberInfo()).mobile).toBe('0919****567');
    // The number is matched without its trunk zero; the code is then used up.
    expect(errorOf(await bindMobile({ mobileNum: NEW_MOBILE, verificationCode: code })).errorCode).toBe(
      'verification.code_error',
    );
  });

  it('replaces a bound number only with a code sent to the new one', async () => {
    const juan = {
      Merchant: 'M001',
      ...bearer((await signIn(t.app, 'member01', 'member123', {}, { Merchant: 'M001' })).token),
    };
    expect((await memberInfo(juan)).mobile).toBe('0917****567');
    await sendMobileCode(NEW_MOBILE, juan);
    const code = await lastSmsCode(t.app, NEW_MOBILE);
    const changed = await bindMobile({ mobileNum: NEW_MOBILE, verificationCode: code, password: 'member123' }, juan);
    expect(valueOf<MemberContacts>(changed).mobile).toBe('0919****567');
  });

  it('refuses a number bound to another member, and malformed numbers, by the merchant rule', async () => {
    const taken = await sendMobileCode('09181234567');
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ errorCode: 'binding.mobile_taken', data: { field: 'mobileNum' } });
    const takenBind = await bindMobile({ mobileNum: '09181234567', verificationCode: '123456' });
    expect(errorOf(takenBind).errorCode).toBe('binding.mobile_taken');
    // Another member's number in another spelling is still that member's.
    expect(errorOf(await sendMobileCode('+63 918 123 4567')).errorCode).toBe('binding.mobile_taken');
    for (const malformed of ['12345', '08171234567', '0917 123 456', '']) {
      expect(errorOf(await sendMobileCode(malformed))).toMatchObject({
        errorCode: malformed ? 'validation.mobile_invalid' : 'validation.required',
        data: { field: 'mobileNum' },
      });
    }
  });

  it('refuses a wrong code and a wrong password, keeping the code for the right ones', async () => {
    await sendMobileCode(NEW_MOBILE);
    const code = await lastSmsCode(t.app, NEW_MOBILE);
    const wrongCode = await bindMobile({ mobileNum: NEW_MOBILE, verificationCode: otherCode(code) });
    expect(errorOf(wrongCode)).toMatchObject({
      errorCode: 'verification.code_error',
      data: { field: 'verificationCode' },
    });
    const wrongPassword = await bindMobile({ mobileNum: NEW_MOBILE, verificationCode: code, password: 'nope123' });
    expect(errorOf(wrongPassword)).toMatchObject({ errorCode: 'binding.password_wrong', data: { field: 'password' } });
    expect((await memberInfo()).mobile).toBeNull();
    expect((await bindMobile({ mobileNum: NEW_MOBILE, verificationCode: code })).statusCode).toBe(200);
  });

  it('binds only for the member the code was sent for', async () => {
    await sendMobileCode(NEW_MOBILE);
    const code = await lastSmsCode(t.app, NEW_MOBILE);
    const juan = {
      Merchant: 'M001',
      ...bearer((await signIn(t.app, 'member01', 'member123', {}, { Merchant: 'M001' })).token),
    };
    const stolen = await bindMobile({ mobileNum: NEW_MOBILE, verificationCode: code, password: 'member123' }, juan);
    expect(errorOf(stolen).errorCode).toBe('verification.code_error');
  });

  it('kills a code after five wrong guesses', async () => {
    await sendMobileCode(NEW_MOBILE);
    const code = await lastSmsCode(t.app, NEW_MOBILE);
    for (let guess = 0; guess < 5; guess += 1) {
      await bindMobile({ mobileNum: NEW_MOBILE, verificationCode: otherCode(code) });
    }
    expect(errorOf(await bindMobile({ mobileNum: NEW_MOBILE, verificationCode: code })).errorCode).toBe(
      'verification.code_error',
    );
  });

  it('makes a member wait a minute between codes, to any number, and allows five an hour', async () => {
    expect((await sendMobileCode(NEW_MOBILE)).statusCode).toBe(200);
    const tooSoon = await sendMobileCode('09201234567');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('60');
    expect(errorOf(tooSoon)).toMatchObject({ errorCode: 'rate.limited', data: { retryAfterSeconds: 60 } });
    for (let sent = 1; sent < 5; sent += 1) {
      t.clock.advance(SMS_RESEND_MS);
      expect((await sendMobileCode(`0920123456${sent}`)).statusCode).toBe(200);
    }
    t.clock.advance(SMS_RESEND_MS);
    const sixth = await sendMobileCode('09211234567');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('refuses trial accounts', async () => {
    const trial = valueOf<{ token: string }>(
      await call(t.app, { method: 'POST', url: PATHS.testPlay, headers: { Merchant: 'M001' } }),
    );
    const refused = await sendMobileCode(NEW_MOBILE, { Merchant: 'M001', ...bearer(trial.token) });
    expect(errorOf(refused).errorCode).toBe('auth.no_permission');
  });
});

describe('binding an e-mail address', () => {
  it('binds the address the mailed code went to and shows it masked', async () => {
    expect(valueOf(await sendEmailCode(' Pedro.Santos@Example.com '))).toEqual({ expiredMinutes: 2 });
    const mail = await lastMailCode();
    expect(mail).toMatchObject({ email: 'Pedro.Santos@Example.com', code: expect.stringMatching(/^\d{6}$/) });
    const wrong = await bindEmail({ email: 'pedro.santos@example.com', verificationCode: otherCode(mail?.code ?? '') });
    expect(errorOf(wrong).errorCode).toBe('verification.code_error');
    const bound = await bindEmail({ email: 'pedro.santos@example.com', verificationCode: mail?.code });
    expect(valueOf<MemberContacts>(bound)).toEqual({ mobile: null, email: 'pe***@example.com' });
    expect((await memberInfo()).email).toBe('pe***@example.com');
  });

  it('refuses an address of another member whatever its case, and malformed addresses', async () => {
    const taken = await sendEmailCode('JUAN@example.invalid');
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ errorCode: 'binding.email_taken', data: { field: 'email' } });
    expect(errorOf(await sendEmailCode('pedro@nowhere'))).toMatchObject({
      errorCode: 'validation.email_format',
      data: { field: 'email' },
    });
  });

  it('shares the member limit with mobile codes', async () => {
    await sendMobileCode(NEW_MOBILE);
    expect(errorOf(await sendEmailCode('pedro@example.com')).errorCode).toBe('rate.limited');
  });
});

describe('masks', () => {
  it('keeps the first four and last three digits of a number, and two letters of an address name', () => {
    expect(maskMobile('09171234567')).toBe('0917****567');
    expect(maskEmail('juan@example.invalid')).toBe('ju***@example.invalid');
    expect(maskEmail('al@x.ph')).toBe('a***@x.ph');
  });
});
