import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../testing/accounts';
import { postLogin, signIn } from '../../testing/browser-crypto';
import { closeTestApp, createTestApp, errorOf, type TestApp } from '../../testing/test-app';
import { FAILURE_WINDOW_MS } from './login-guard';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const attempt = (username: string, password: string, extra: Record<string, unknown> = {}) =>
  postLogin(t.app, { type: 'username', username, password, ...extra });

describe('login', () => {
  it('signs a member in with a 32-byte token and says it is the first login only once', async () => {
    const first = await signIn(t.app, 'member01', 'member123');
    expect(first).toMatchObject({ userName: 'member01', customerType: 0, firstTimeLogin: true });
    expect(Buffer.from(first.token, 'base64url')).toHaveLength(32);
    const second = await signIn(t.app, 'member01', 'member123');
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(first.token);
  });

  it('stores only the hash of a token', async () => {
    const { token } = await signIn(t.app, 'member01', 'member123');
    const stored = t.db.prepare<[], { token_hash: string }>('SELECT token_hash FROM sessions').all();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.token_hash).not.toContain(token);
  });

  it('refuses a wrong password with 401 auth.credentials_invalid', async () => {
    const response = await attempt('member01', 'wrong-pass');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ errorCode: 'auth.credentials_invalid', message: expect.any(String) });
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const response = await attempt('nobody99', 'member123');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).errorCode).toBe('auth.credentials_invalid');
  });

  it('refuses a disabled account with 403 auth.user_missing_or_disabled once the password is right', async () => {
    expect(errorOf(await attempt('disabled01', 'wrong-pass')).errorCode).toBe('auth.credentials_invalid');
    const response = await attempt('disabled01', 'member123');
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).errorCode).toBe('auth.user_missing_or_disabled');
  });

  it('asks for a captcha after a failed login, then requires one until a login succeeds', async () => {
    const firstFailure = errorOf(await attempt('member01', 'wrong-1'));
    expect(firstFailure.data).toBeUndefined();

    const secondFailure = errorOf(await attempt('member01', 'wrong-2'));
    expect(secondFailure).toMatchObject({ errorCode: 'auth.credentials_invalid', data: { captcha: true } });

    const withoutCaptcha = await attempt('member01', 'member123');
    expect(withoutCaptcha.statusCode).toBe(400);
    expect(errorOf(withoutCaptcha)).toMatchObject({ errorCode: 'auth.captcha_required', data: { captcha: true } });

    const wrongAnswer = await solvedCaptcha(t.app);
    const badCaptcha = await attempt('member01', 'member123', { ...wrongAnswer, captcha: 'x' });
    expect(errorOf(badCaptcha)).toMatchObject({ errorCode: 'verification.code_error', data: { captcha: true } });
    // One use: the right answer to a captcha already tried is refused too.
    const reused = await attempt('member01', 'member123', wrongAnswer);
    expect(errorOf(reused).errorCode).toBe('verification.code_error');

    const stillWrong = errorOf(await attempt('member01', 'wrong-3', await solvedCaptcha(t.app)));
    expect(stillWrong).toMatchObject({ errorCode: 'auth.credentials_invalid', data: { captcha: true } });

    const value = await signIn(t.app, 'member01', 'member123', await solvedCaptcha(t.app));
    expect(value.userName).toBe('member01');
    const afterSuccess = errorOf(await attempt('member01', 'wrong-4'));
    expect(afterSuccess.data).toBeUndefined();
  });

  it('forgets failed logins after 15 minutes', async () => {
    await attempt('member01', 'wrong-1');
    await attempt('member01', 'wrong-2');
    t.clock.advance(FAILURE_WINDOW_MS + 1);
    expect((await signIn(t.app, 'member01', 'member123')).userName).toBe('member01');
  });

  it('counts failures per account, so one account cannot force a captcha on another', async () => {
    await attempt('member01', 'wrong-1');
    await attempt('member01', 'wrong-2');
    expect((await signIn(t.app, 'agent01', 'agent123')).userName).toBe('agent01');
  });

  it.each([
    ['member01', 'member123'],
    ['player40', 'player123'],
  ])('refuses %s at the agent door with 403 auth.non_agent', async (username, password) => {
    const response = await attempt(username, password, { portal: 'agent' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).errorCode).toBe('auth.non_agent');
  });

  it('lets an agent in at both doors', async () => {
    expect((await signIn(t.app, 'agent01', 'agent123', { portal: 'agent' })).customerType).toBe(1);
    expect((await signIn(t.app, 'agent01', 'agent123', { portal: 'member' })).customerType).toBe(1);
  });

  it('answers 400 request.malformed, naming the field, when the decrypted body misses one', async () => {
    const response = await postLogin(t.app, { type: 'username', username: 'member01' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorCode: 'request.malformed', data: { field: 'password' } });
  });

  it('answers 400 request.malformed for an unknown login type or portal', async () => {
    const badType = await postLogin(t.app, { type: 'telepathy' as 'sms', username: 'member01', password: 'member123' });
    expect(errorOf(badType).errorCode).toBe('request.malformed');
    const badPortal = await attempt('member01', 'member123', { portal: 'admin' });
    expect(errorOf(badPortal).errorCode).toBe('request.malformed');
  });

  it('refuses an SMS login whose code was never sent', async () => {
    const response = await postLogin(t.app, { type: 'sms', username: '09171234567', password: '123456' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errorCode).toBe('verification.code_error');
  });

  it('signs in by mobile number as a username too (after a password set by SMS)', async () => {
    expect((await signIn(t.app, '09171234567', 'member123')).userName).toBe('member01');
    expect((await signIn(t.app, '9171234567', 'member123')).userName).toBe('member01');
  });

  it('refuses a Firebase login when the merchant has no Firebase project', async () => {
    const response = await postLogin(t.app, {
      type: 'firebase',
      username: '',
      password: '',
      firebaseChannel: 'google',
      firebaseIdToken: 'x.y.z',
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).errorCode).toBe('auth.no_permission');
  });

  it('keeps merchants apart: an M001 account does not exist for M002', async () => {
    const response = await postLogin(
      t.app,
      { type: 'username', username: 'member01', password: 'member123' },
      { Merchant: 'M002' },
    );
    expect(errorOf(response).errorCode).toBe('auth.credentials_invalid');
    const value = await signIn(t.app, 'member02', 'member123', {}, { Merchant: 'M002' });
    expect(value.userName).toBe('member02');
  });
});
