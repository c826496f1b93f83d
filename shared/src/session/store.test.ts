import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../config/constants';
import { loginValueFactory } from '../testing/factories';
import { expireSession, login, logout, persistSession, restoreSession, sessionState, renewSession } from './store';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('session store', () => {
  it('persists session info under MC_SESSION_INFO', async () => {
    const stop = persistSession();
    login(loginValueFactory({ token: 'abc', firstTimeLogin: true }), 'M001');
    await flush();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.session) ?? 'null')).toEqual({
      token: 'abc',
      merchantCode: 'M001',
      userName: 'member01',
      type: 0,
      firstTimeLogin: true,
    });
    stop();
  });

  it('stores a trial login without firstTimeLogin and marks it as trial', () => {
    login(loginValueFactory({ customerType: 4, firstTimeLogin: true }), 'M001');
    expect(sessionState.trial).toBe(true);
    expect(sessionState.info).not.toHaveProperty('firstTimeLogin');
  });

  it('restores a stored session at start-up and ignores a corrupt one', () => {
    sessionStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ token: 't', merchantCode: 'M001', userName: 'a', type: 4 }),
    );
    restoreSession();
    expect(sessionState.info?.token).toBe('t');
    expect(sessionState.trial).toBe(true);
    logout();
    sessionStorage.setItem(STORAGE_KEYS.session, '{not json');
    restoreSession();
    expect(sessionState.info).toBeNull();
  });

  it('logout clears the session, session storage, auto-login and the cached bank list', async () => {
    const stop = persistSession();
    localStorage.setItem(STORAGE_KEYS.bankList, '[1]');
    login(loginValueFactory(), 'M001');
    await flush();
    logout();
    await flush();
    expect(sessionState.info).toBeNull();
    expect(sessionState.ended).toBe('signed-out');
    expect(sessionStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
    expect(localStorage.getItem(STORAGE_KEYS.bankList)).toBeNull();
    stop();
  });

  it('an expired session ends as expired, and only when there was one', () => {
    expireSession();
    expect(sessionState.ended).toBeNull();
    login(loginValueFactory(), 'M001');
    expireSession();
    expect(sessionState.info).toBeNull();
    expect(sessionState.ended).toBe('expired');
  });

  it('renewal replaces the token of the current session', () => {
    login(loginValueFactory({ token: 'old' }), 'M001');
    renewSession('new');
    expect(sessionState.info?.token).toBe('new');
  });
});
