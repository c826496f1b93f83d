// The key that seals the remembered password: AES-GCM, made in the browser as non-extractable and
// kept in IndexedDB, so its bytes can never be read out, and what sits in localStorage is useless
// without this browser profile's IndexedDB.

const DB_NAME = 'accounts-vault';
const STORE = 'keys';
const KEY_NAME = 'remember-password';

function openVault(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB could not be opened'));
  });
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = action(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result as T);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** The sealing key; made (and stored) on first use when `create` is true, else null when there is none. */
export async function vaultKey(create: boolean): Promise<CryptoKey | null> {
  const db = await openVault();
  try {
    const existing = await run<CryptoKey | undefined>(db, 'readonly', (store) => store.get(KEY_NAME));
    if (existing || !create) return existing ?? null;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await run(db, 'readwrite', (store) => store.put(key, KEY_NAME));
    return key;
  } finally {
    db.close();
  }
}

/** Throws the key away: every sealed value becomes unreadable. */
export async function destroyVaultKey(): Promise<void> {
  const db = await openVault();
  try {
    await run(db, 'readwrite', (store) => store.delete(KEY_NAME));
  } finally {
    db.close();
  }
}
