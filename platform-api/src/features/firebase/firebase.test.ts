import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@platform/shared/contract';
import { solvedCaptcha } from '../../testing/accounts';
import { postLogin } from '../../testing/browser-crypto';
import { call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';
import { verifyFirebaseToken } from './verify-token';

let t: TestApp | undefined;
afterEach(async () => {
  if (t) await closeTestApp(t);
  t = undefined;
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** An emulator-style (unsigned) ID token for a project. */
const token = (aud: string) =>
  ['e30', Buffer.from(JSON.stringify({ aud, sub: 'u1' })).toString('base64url'), ''].join('.');

/** A stand-in for the emulator's accounts:lookup. */
function fakeEmulator(users: object[]) {
  const lookup = vi.fn(async () => new Response(JSON.stringify({ users }), { status: 200 }));
  vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
  vi.stubGlobal('fetch', lookup);
  return lookup;
}

describe('Firebase', () => {
  it('offers a demo project only while an Auth emulator is configured', async () => {
    t = await createTestApp();
    const config = () => call(t!.app, { method: 'GET', url: PATHS.firebaseConfig, headers: { Merchant: 'M002' } });
    expect(valueOf(await config())).toBeNull();
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
    expect(valueOf(await config())).toMatchObject({
      projectId: 'demo-golden-reef',
      emulatorUrl: 'http://127.0.0.1:9099',
    });
    expect(valueOf(await call(t.app, { method: 'GET', url: PATHS.firebaseConfig }))).toBeNull();
  });

  it('verifies a token with the emulator, for the merchant project only', async () => {
    const lookup = fakeEmulator([
      { localId: 'u1', email: 'a@example.com', providerUserInfo: [{ providerId: 'google.com' }] },
    ]);
    await expect(verifyFirebaseToken('demo-golden-reef', token('demo-golden-reef'), Date.now())).resolves.toEqual({
      uid: 'u1',
      email: 'a@example.com',
      phoneNumber: undefined,
      name: undefined,
      provider: 'google.com',
    });
    await expect(verifyFirebaseToken('demo-golden-reef', token('demo-other'), Date.now())).rejects.toMatchObject({
      code: 'auth.credentials_invalid',
    });
    expect(lookup).toHaveBeenCalledOnce();
  });

  it('makes a member on a first Google sign-in and finds the same one next time', async () => {
    t = await createTestApp();
    fakeEmulator([{ localId: 'g-1', email: 'new@example.com', displayName: 'Ana' }]);
    const login = () =>
      postLogin(
        t!.app,
        {
          type: 'firebase',
          username: '',
          password: '',
          firebaseChannel: 'google',
          firebaseIdToken: token('demo-golden-reef'),
        },
        { Merchant: 'M002' },
      );
    const first = valueOf<{ userName: string; firstTimeLogin: boolean }>(await login());
    expect(first).toMatchObject({ userName: expect.stringMatching(/^g[0-9a-f]{8}$/), firstTimeLogin: true });
    const again = valueOf<{ userName: string; firstTimeLogin: boolean }>(await login());
    expect(again).toMatchObject({ userName: first.userName, firstTimeLogin: false });
  });

  it('links a Google sign-in to the member with the same e-mail', async () => {
    t = await createTestApp();
    fakeEmulator([{ localId: 'g-2', email: 'MARIA@example.invalid' }]);
    const response = await postLogin(
      t.app,
      {
        type: 'firebase',
        username: '',
        password: '',
        firebaseChannel: 'google',
        firebaseIdToken: token('demo-golden-reef'),
      },
      { Merchant: 'M002' },
    );
    expect(valueOf<{ userName: string }>(response).userName).toBe('member02');
  });

  it('registers with a Firebase phone proof instead of a platform SMS code, for the proven number only', async () => {
    t = await createTestApp();
    fakeEmulator([{ localId: 'p-1', phoneNumber: '+639181234000' }]);
    const { putRegister, registration } = await import('../../testing/accounts');
    const base = registration({
      username: 'phoneuser1',
      email: 'phone@example.com',
      payeeName: 'Ana Reyes',
      firebaseChannel: 'sms',
      firebaseIdToken: token('demo-golden-reef'),
    });
    const other = await putRegister(t.app, { ...base, mobileNum: '09181234001' }, { Merchant: 'M002' });
    expect(errorOf(other).errorCode).toBe('verification.code_error');
    const ok = await putRegister(
      t.app,
      { ...base, mobileNum: '09181234000', ...(await solvedCaptcha(t.app, { Merchant: 'M002' })) },
      { Merchant: 'M002' },
    );
    expect(valueOf<{ userName: string }>(ok).userName).toBe('phoneuser1');
  });
});
