import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REMEMBER_KEY,
  clearRememberVault,
  forgetRememberedLogin,
  loadRememberedLogin,
  rememberLogin,
  updateRememberedPassword,
} from './remember-store';
import { destroyVaultKey, vaultKey } from './vault';

afterEach(async () => {
  await clearRememberVault();
  vi.restoreAllMocks();
});

const stored = () => localStorage.getItem(REMEMBER_KEY) ?? '';

describe('the remembered-password store', () => {
  it('remembers a password login and gives it back', async () => {
    await rememberLogin({ type: 'username', username: 'member01', password: 'member123' });
    expect(await loadRememberedLogin()).toEqual({ type: 'username', username: 'member01', password: 'member123' });
  });

  it('keeps nothing readable in localStorage: the password is sealed', async () => {
    await rememberLogin({ type: 'username', username: 'member01', password: 'member123' });
    expect(stored()).toContain('member01');
    expect(stored()).not.toContain('member123');
    expect(stored()).not.toContain(btoa('member123'));
  });

  it('makes a key that cannot be exported', async () => {
    await rememberLogin({ type: 'username', username: 'member01', password: 'member123' });
    const key = await vaultKey(false);
    expect(key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow();
  });

  it('drops a record whose key is gone, or that was moved to another username', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await rememberLogin({ type: 'username', username: 'member01', password: 'member123' });
    const copied = stored();
    await destroyVaultKey();
    expect(await loadRememberedLogin()).toBeNull();
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();

    await rememberLogin({ type: 'username', username: 'member01', password: 'member123' });
    localStorage.setItem(REMEMBER_KEY, stored().replace('member01', 'agent01'));
    expect(await loadRememberedLogin()).toBeNull();
    localStorage.setItem(REMEMBER_KEY, copied);
    expect(await loadRememberedLogin()).toBeNull();
  });

  it('remembers an SMS login without any code', async () => {
    await rememberLogin({ type: 'sms', username: '09171234567', password: '880088', countryDialingCode: '63' });
    expect(stored()).not.toContain('880088');
    expect(await loadRememberedLogin()).toEqual({
      type: 'sms',
      username: '09171234567',
      password: '',
      countryDialingCode: '63',
    });
  });

  it('seals a changed password for the same username only', async () => {
    await rememberLogin({ type: 'username', username: 'member01', password: 'member123' });
    expect(await updateRememberedPassword('agent01', 'other999')).toBe(false);
    expect(await updateRememberedPassword('member01', 'fresh456')).toBe(true);
    expect(await loadRememberedLogin()).toMatchObject({ username: 'member01', password: 'fresh456' });
    forgetRememberedLogin();
    expect(await updateRememberedPassword('member01', 'fresh789')).toBe(false);
    expect(await loadRememberedLogin()).toBeNull();
  });
});
