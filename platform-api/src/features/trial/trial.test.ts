import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, type TestPlayValue, type TrialAccountValue } from '@platform/shared/contract';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

describe('trial play', () => {
  it('reserves a trial account, then plays as it with demo credit', async () => {
    const { userName, trialKey } = valueOf<TrialAccountValue>(
      await call(t.app, { method: 'POST', url: PATHS.trialAccount }),
    );
    expect(userName).toMatch(/^trial\d{6}$/);
    const value = valueOf<TestPlayValue>(
      await call(t.app, { method: 'POST', url: PATHS.testPlay, payload: { userName, trialKey } }),
    );
    expect(value).toEqual({ token: expect.any(String), userName, customerType: 4 });
    const wallet = await call(t.app, { method: 'GET', url: PATHS.wallet, headers: bearer(value.token) });
    expect(valueOf(wallet)).toEqual({ sumBalance: 2000, currencySymbol: '₱' });
  });

  it('plays as a new trial account without a name, and never as a real member', async () => {
    const value = valueOf<TestPlayValue>(await call(t.app, { method: 'POST', url: PATHS.testPlay }));
    expect(value.customerType).toBe(4);
    const response = await call(t.app, { method: 'POST', url: PATHS.testPlay, payload: { userName: 'member01' } });
    expect(errorOf(response).errorCode).toBe('request.malformed');
  });

  it('plays a trial account only with the key its creation returned, not by its name alone', async () => {
    const mine = valueOf<TrialAccountValue>(await call(t.app, { method: 'POST', url: PATHS.trialAccount }));
    const other = valueOf<TrialAccountValue>(await call(t.app, { method: 'POST', url: PATHS.trialAccount }));
    const play = (payload: { userName: string; trialKey?: string }) =>
      call(t.app, { method: 'POST', url: PATHS.testPlay, payload });

    for (const payload of [
      { userName: mine.userName },
      { userName: mine.userName, trialKey: other.trialKey },
      { userName: mine.userName, trialKey: 'A'.repeat(43) },
    ]) {
      const refused = await play(payload);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).errorCode).toBe('auth.trial_unavailable');
    }
    expect(valueOf<TestPlayValue>(await play(mine)).userName).toBe(mine.userName);
    // Played once, the key still opens the same account (a second visit in the same tab).
    expect(valueOf<TestPlayValue>(await play(mine)).userName).toBe(mine.userName);
  });

  it('refuses a password change for a trial account', async () => {
    const { token } = valueOf<TestPlayValue>(await call(t.app, { method: 'POST', url: PATHS.testPlay }));
    const response = await call(t.app, {
      method: 'POST',
      url: PATHS.changePassword,
      headers: bearer(token),
      payload: { oldPassword: 'a', newPassword: 'fresh456', confirmNewPassword: 'fresh456' },
    });
    expect(errorOf(response).errorCode).toBe('auth.no_permission');
  });
});
