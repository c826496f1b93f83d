import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, type MailOutboxEntry } from '@platform/shared/contract';
import { lastSmsCode, sendSms } from '../../testing/accounts';
import { postLogin, signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const change = (token: string, oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
  call(t.app, {
    method: 'POST',
    url: PATHS.changePassword,
    headers: bearer(token),
    payload: { oldPassword, newPassword, confirmNewPassword },
  });

describe('change password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const other = await signIn(t.app, 'member01', 'member123');
    const { token } = await signIn(t.app, 'member01', 'member123');
    expect(valueOf(await change(token, 'member123', 'fresh456'))).toEqual({});
    expect((await call(t.app, { method: 'GET', url: PATHS.memberInfo, headers: bearer(token) })).statusCode).toBe(200);
    expect((await call(t.app, { method: 'GET', url: PATHS.memberInfo, headers: bearer(other.token) })).statusCode).toBe(
      401,
    );
    expect((await signIn(t.app, 'member01', 'fresh456')).userName).toBe('member01');
  });

  it('refuses the same password, a wrong old one, a mismatch, a bad format, and no session', async () => {
    const { token } = await signIn(t.app, 'member01', 'member123');
    expect(errorOf(await change(token, 'member123', 'member123')).errorCode).toBe('modify.new.old.same');
    expect(errorOf(await change(token, 'wrong000', 'fresh456')).errorCode).toBe('auth.old_password_wrong');
    expect(errorOf(await change(token, 'member123', 'fresh456', 'fresh457')).data?.field).toBe('confirmNewPassword');
    expect(errorOf(await change(token, 'member123', 'ab')).errorCode).toBe('validation.password_format');
    expect((await change('x'.repeat(43), 'member123', 'fresh456')).statusCode).toBe(401);
  });

  it('locks after repeated wrong old passwords, even sent in parallel, then lets the member in later', async () => {
    const { token } = await signIn(t.app, 'member01', 'member123');
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => change(token, `wrong${i}00`, 'fresh456')));
    const codes = guesses.map((guess) => errorOf(guess).errorCode);
    expect(codes.filter((code) => code === 'auth.old_password_wrong')).toHaveLength(5);
    expect(codes.filter((code) => code === 'rate.limited')).toHaveLength(3);
    const locked = await change(token, 'member123', 'fresh456');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * 60 * 1000 + 1);
    expect(valueOf(await change(token, 'member123', 'fresh456'))).toEqual({});
  });
});

describe('set password by SMS', () => {
  const mobileNum = '09171234567';
  const setPassword = (verificationCode: string, newPassword: string) =>
    call(t.app, { method: 'POST', url: PATHS.setPasswordBySms, payload: { mobileNum, verificationCode, newPassword } });

  it('keeps the code for another try after a same-password refusal, then sets it', async () => {
    await sendSms(t.app, mobileNum, 'reset');
    const code = await lastSmsCode(t.app, mobileNum);
    expect(errorOf(await setPassword(code, 'member123'))).toMatchObject({
      errorCode: 'modify.new.old.same',
      data: { field: 'newPassword' },
    });
    expect(valueOf(await setPassword(code, 'bySms789'))).toEqual({});
    expect((await signIn(t.app, mobileNum, 'bySms789')).userName).toBe('member01');
    expect(errorOf(await setPassword(code, 'again789')).errorCode).toBe('verification.code_error');
  });

  it('refuses a wrong code', async () => {
    await sendSms(t.app, mobileNum, 'reset');
    const code = await lastSmsCode(t.app, mobileNum);
    const response = await setPassword(code === '999999' ? '888888' : '999999', 'bySms789');
    expect(errorOf(response)).toMatchObject({ errorCode: 'verification.code_error' });
    expect((await postLogin(t.app, { type: 'username', username: 'member01', password: 'member123' })).statusCode).toBe(
      200,
    );
  });
});

describe('forgot password by e-mail', () => {
  const forgot = (username: string, email: string) =>
    call(t.app, {
      method: 'POST',
      url: PATHS.forgotPasswordEmail,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, email }).toString(),
    });

  it('accepts a form-encoded username and matching e-mail and sends the mail', async () => {
    expect(valueOf(await forgot('member01', 'JUAN@example.invalid'))).toEqual({});
    const outbox = valueOf<MailOutboxEntry[]>(await call(t.app, { method: 'GET', url: PATHS.test.mailOutbox }));
    expect(outbox).toEqual([{ username: 'member01', email: 'JUAN@example.invalid', sentAt: expect.any(String) }]);
  });

  it('answers the same whether the account exists or not, and whether its mails are used up', async () => {
    expect(errorOf(await forgot('member01', 'nope')).errorCode).toBe('validation.email_format');
    const answers = [
      await forgot('member01', 'other@example.invalid'),
      await forgot('nobody99', 'juan@example.invalid'),
      ...[0, 1, 2, 3].map(() => null),
    ];
    for (let i = 0; i < 4; i += 1) answers[2 + i] = await forgot('member01', 'juan@example.invalid');
    for (const answer of answers) expect([answer?.statusCode, answer?.body]).toEqual([200, '{"value":{}}']);
    const sent = valueOf<MailOutboxEntry[]>(await call(t.app, { method: 'GET', url: PATHS.test.mailOutbox }));
    expect(sent).toHaveLength(3);
  });
});
