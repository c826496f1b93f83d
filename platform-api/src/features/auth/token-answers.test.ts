import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { PATHS, type LoginValue, type TrialAccountValue } from '@platform/shared/contract';
import { lastSmsCode, putRegister, registration, sendSms } from '../../testing/accounts';
import { postLogin, signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
afterEach(async () => {
  await closeTestApp(t);
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** An unsigned ID token as the Auth emulator issues them. */
const emulatorToken = (aud: string) =>
  ['e30', Buffer.from(JSON.stringify({ aud, sub: 'nostore-1' })).toString('base64url'), ''].join('.');

/**
 * Every call whose answer carries a new session token or the key to one. A browser or a proxy must
 * keep none of them: a token read back from a cache signs in whoever finds it.
 */
const TOKEN_ANSWERS: Record<string, (t: TestApp) => Promise<LightMyRequestResponse>> = {
  'username login': (t) => postLogin(t.app, { type: 'username', username: 'member01', password: 'member123' }),
  'SMS login': async (t) => {
    await sendSms(t.app, '09171234567', 'login');
    const code = await lastSmsCode(t.app, '09171234567');
    return postLogin(t.app, { type: 'sms', username: '09171234567', password: code });
  },
  'Firebase login': (t) => {
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
    const users = [{ localId: 'nostore-1', email: 'nostore@example.com' }];
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ users }), { status: 200 }));
    const body = {
      type: 'firebase' as const,
      username: '',
      password: '',
      firebaseChannel: 'google' as const,
      firebaseIdToken: emulatorToken('demo-golden-reef'),
    };
    return postLogin(t.app, body, { Merchant: 'M002' });
  },
  registration: (t) => putRegister(t.app, registration({ username: 'nostore01' })),
  renewal: async (t) => {
    const { token } = await signIn(t.app, 'member01', 'member123');
    return call(t.app, { method: 'POST', url: PATHS.renew, headers: bearer(token) });
  },
  'trial account': (t) => call(t.app, { method: 'POST', url: PATHS.trialAccount }),
  'test play, new trial': (t) => call(t.app, { method: 'POST', url: PATHS.testPlay }),
  'test play, named trial': async (t) => {
    const trial = valueOf<TrialAccountValue>(await call(t.app, { method: 'POST', url: PATHS.trialAccount }));
    return call(t.app, { method: 'POST', url: PATHS.testPlay, payload: trial });
  },
};

describe('answers that carry a token', { timeout: 30_000 }, () => {
  it.each(Object.entries(TOKEN_ANSWERS))('%s is answered with Cache-Control: no-store', async (_name, send) => {
    t = await createTestApp();
    const answer = await send(t);
    const value = valueOf<Partial<LoginValue & TrialAccountValue>>(answer);
    expect(value.token ?? value.trialKey).toEqual(expect.any(String));
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
