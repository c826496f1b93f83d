import { useQuery } from '@tanstack/react-query';
import { REMEMBERED_LOGIN_KEY, forgetRememberedLogin } from '@platform/shared';

// The vault's key store is opened only for a sealed password: most visitors have none.
const vault = () => import('./vault');

/** The remembered-login record, as the login form uses it. */
export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  /** Empty for SMS logins: a code is never remembered. */
  password: string;
  countryDialingCode?: string;
}

interface StoredRecord {
  v: 1;
  type: RememberedLogin['type'];
  username: string;
  countryDialingCode?: string;
  /** The password sealed with the vault key (AES-GCM), base64, and its IV. */
  iv?: string;
  sealed?: string;
}

export const REMEMBER_KEY = REMEMBERED_LOGIN_KEY;
export { forgetRememberedLogin };

const toBase64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
// The username is bound to the sealed password, so a record edited to another name does not open.
const boundTo = (record: Pick<StoredRecord, 'type' | 'username'>) =>
  new TextEncoder().encode(`${record.type}:${record.username}`);

function readRecord(): StoredRecord | null {
  try {
    const raw = localStorage.getItem(REMEMBER_KEY);
    const record = raw ? (JSON.parse(raw) as StoredRecord) : null;
    return record && record.v === 1 && typeof record.username === 'string' ? record : null;
  } catch {
    return null;
  }
}

async function seal(record: StoredRecord, password: string): Promise<StoredRecord> {
  const key = await (await vault()).vaultKey(true);
  if (!key) throw new Error('no vault key');
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: boundTo(record) },
    key,
    new TextEncoder().encode(password),
  );
  return { ...record, iv: toBase64(iv), sealed: toBase64(sealed) };
}

/** Remembers a login: the password sealed, the rest as is. */
export async function rememberLogin(login: RememberedLogin): Promise<void> {
  const base: StoredRecord = { v: 1, type: login.type, username: login.username };
  if (login.countryDialingCode) base.countryDialingCode = login.countryDialingCode;
  const record = login.type === 'username' && login.password ? await seal(base, login.password) : base;
  localStorage.setItem(REMEMBER_KEY, JSON.stringify(record));
}

/** The remembered login, or null. A record that no longer opens (key gone, edited) is dropped. */
export async function loadRememberedLogin(): Promise<RememberedLogin | null> {
  const record = readRecord();
  if (!record) return null;
  const login: RememberedLogin = { type: record.type, username: record.username, password: '' };
  if (record.countryDialingCode) login.countryDialingCode = record.countryDialingCode;
  if (!record.sealed || !record.iv) return login;
  try {
    const key = await (await vault()).vaultKey(false);
    if (!key) throw new Error('the vault key is gone');
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(record.iv), additionalData: boundTo(record) },
      key,
      fromBase64(record.sealed),
    );
    return { ...login, password: new TextDecoder().decode(plain) };
  } catch (error) {
    console.warn('The remembered password could not be opened; it is forgotten.', error);
    localStorage.removeItem(REMEMBER_KEY);
    return null;
  }
}

/**
 * After a password change: seals the new password into the record, if the record exists, is a
 * password login, and is for this username. Answers whether it did.
 */
export async function updateRememberedPassword(username: string, password: string): Promise<boolean> {
  const record = readRecord();
  if (!record || record.type !== 'username' || !record.sealed || record.username !== username) return false;
  if (!(await (await vault()).vaultKey(false))) return false;
  localStorage.setItem(REMEMBER_KEY, JSON.stringify(await seal(record, password)));
  return true;
}

/** Forgets the record and destroys the key; for tests and a full sign-out of the device. */
export async function clearRememberVault(): Promise<void> {
  localStorage.removeItem(REMEMBER_KEY);
  await (await vault()).destroyVaultKey();
}

/** The remembered login of one kind, or null; a store that cannot be read counts as none. */
export async function rememberedLoginOf(type: RememberedLogin['type']): Promise<RememberedLogin | null> {
  try {
    const remembered = await loadRememberedLogin();
    return remembered?.type === type ? remembered : null;
  } catch (error) {
    console.warn('The remembered login could not be read', error);
    return null;
  }
}

/**
 * The remembered login of one kind, read once for each form that shows it (IndexedDB answers
 * asynchronously, so it is read like any other data rather than in an effect).
 */
export function useRememberedLogin(type: RememberedLogin['type']): RememberedLogin | null {
  return (
    useQuery({
      queryKey: ['remembered-login', type],
      queryFn: () => rememberedLoginOf(type),
      staleTime: Infinity,
      gcTime: 0,
    }).data ?? null
  );
}

/** After a login: remembers it when the box is ticked, forgets any record otherwise. Never fails. */
export async function keepOrForgetLogin(remember: boolean, login: RememberedLogin): Promise<void> {
  try {
    if (remember) await rememberLogin(login);
    else forgetRememberedLogin();
  } catch (error) {
    console.warn('The login could not be remembered', error);
  }
}
