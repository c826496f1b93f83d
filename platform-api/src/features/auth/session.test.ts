import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, type MemberInfo, type RenewValue, type WalletSummary } from '@platform/shared/contract';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';
import { RENEW_GRACE_MS, SESSION_TTL_SECONDS } from './sessions';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const memberInfo = (headers: Record<string, string> = {}) =>
  call(t.app, { method: 'GET', url: PATHS.memberInfo, headers });

function expectSessionExpired(response: Awaited<ReturnType<typeof memberInfo>>): void {
  expect(response.statusCode).toBe(401);
  expect(errorOf(response).errorCode).toBe('session.expired');
}

function expectGuest(response: Awaited<ReturnType<typeof memberInfo>>): void {
  expect(response.statusCode).toBe(401);
  expect(errorOf(response).errorCode).toBe('auth.not_logged_in');
}

describe('sessions', () => {
  it('tells a guest to log in, and a caller with a dead token that the session has ended', async () => {
    expectGuest(await memberInfo());
    expectGuest(await memberInfo({ Authorization: 'Basic bWVtYmVyMDE6bWVtYmVyMTIz' }));
    expectSessionExpired(await memberInfo(bearer('not-a-real-token-at-all-0000000000')));
  });

  it("returns the token's member", async () => {
    const { token } = await signIn(t.app, 'member01', 'member123');
    expect(valueOf<MemberInfo>(await memberInfo(bearer(token)))).toEqual({
      id: 1001,
      nickname: 'Juan',
      account: 'member01',
      type: 0,
      regDate: '2025-01-15T02:00:00.000Z',
      toUpline: true,
      mobile: '0917****567',
      email: 'ju***@example.invalid',
    });
  });

  it('returns the wallet summary and the unread message count', async () => {
    const { token } = await signIn(t.app, 'member01', 'member123');
    const wallet = valueOf<WalletSummary>(
      await call(t.app, { method: 'GET', url: PATHS.wallet, headers: bearer(token) }),
    );
    expect(wallet).toEqual({ sumBalance: 1520.75, currencySymbol: '₱' });
    const unread = await call(t.app, { method: 'GET', url: PATHS.unreadCount, headers: bearer(token) });
    expect(valueOf<number>(unread)).toBe(2);
  });

  it('requires a token for the wallet and the unread count', async () => {
    expectGuest(await call(t.app, { method: 'GET', url: PATHS.wallet }));
    expectGuest(await call(t.app, { method: 'GET', url: PATHS.unreadCount }));
  });

  it('revokes the token on logout, and logging out again still succeeds', async () => {
    const { token } = await signIn(t.app, 'member01', 'member123');
    const logout = await call(t.app, { method: 'DELETE', url: PATHS.logout, headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ value: {} });
    expectSessionExpired(await memberInfo(bearer(token)));
    const again = await call(t.app, { method: 'DELETE', url: PATHS.logout, headers: bearer(token) });
    expect(again.json()).toEqual({ value: {} });
  });

  it('rotates the token on renew: the old one keeps working only for the grace period', async () => {
    const { token } = await signIn(t.app, 'member01', 'member123');
    const renewed = valueOf<RenewValue>(
      await call(t.app, { method: 'POST', url: PATHS.renew, headers: bearer(token) }),
    );
    expect(renewed.expiresIn).toBe(SESSION_TTL_SECONDS);
    expect(renewed.token).not.toBe(token);
    expect((await memberInfo(bearer(renewed.token))).statusCode).toBe(200);
    expect((await memberInfo(bearer(token))).statusCode).toBe(200);
    t.clock.advance(RENEW_GRACE_MS + 1);
    expectSessionExpired(await memberInfo(bearer(token)));
    expect((await memberInfo(bearer(renewed.token))).statusCode).toBe(200);
  });

  it('signs the whole session out: every token it issued, renewed or not, stops at once', async () => {
    const { token } = await signIn(t.app, 'member01', 'member123');
    const first = valueOf<RenewValue>(await call(t.app, { method: 'POST', url: PATHS.renew, headers: bearer(token) }));
    const second = valueOf<RenewValue>(
      await call(t.app, { method: 'POST', url: PATHS.renew, headers: bearer(first.token) }),
    );
    const other = await signIn(t.app, 'member01', 'member123');
    await call(t.app, { method: 'DELETE', url: PATHS.logout, headers: bearer(second.token) });
    for (const gone of [token, first.token, second.token]) expectSessionExpired(await memberInfo(bearer(gone)));
    expect((await memberInfo(bearer(other.token))).statusCode).toBe(200);
  });

  it('refuses to renew without a live token', async () => {
    expectGuest(await call(t.app, { method: 'POST', url: PATHS.renew }));
    const { token } = await signIn(t.app, 'member01', 'member123');
    await call(t.app, { method: 'DELETE', url: PATHS.logout, headers: bearer(token) });
    expectSessionExpired(await call(t.app, { method: 'POST', url: PATHS.renew, headers: bearer(token) }));
  });

  it('expires a token after 30 minutes unless it is renewed', async () => {
    const { token } = await signIn(t.app, 'member01', 'member123');
    t.clock.advance(25 * 60 * 1000);
    const renewed = valueOf<RenewValue>(
      await call(t.app, { method: 'POST', url: PATHS.renew, headers: bearer(token) }),
    );
    t.clock.advance(25 * 60 * 1000);
    expect((await memberInfo(bearer(renewed.token))).statusCode).toBe(200);
    t.clock.advance(5 * 60 * 1000 + 1);
    expectSessionExpired(await memberInfo(bearer(renewed.token)));
  });

  it('accepts a token only for the merchant that issued it', async () => {
    const { token } = await signIn(t.app, 'member01', 'member123');
    expectSessionExpired(await memberInfo({ ...bearer(token), Merchant: 'M002' }));
  });

  it('ends the session of an account that is disabled meanwhile', async () => {
    const { token } = await signIn(t.app, 'member01', 'member123');
    t.db.prepare('UPDATE members SET disabled = 1 WHERE account = ?').run('member01');
    expectSessionExpired(await memberInfo(bearer(token)));
  });
});
