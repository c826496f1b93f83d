import { ENCRYPTION_SCHEME, PATHS, type EncryptedBody, type PublicKeyValue } from '../contract';
import { apiGet } from './client';

let keyPromise: Promise<{ keyId: string; key: CryptoKey }> | null = null;

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (const byte of view) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Fetches (once) the server's public key for encrypted bodies. Call early to save a round trip. */
export function loadPublicKey(): Promise<{ keyId: string; key: CryptoKey }> {
  keyPromise ??= apiGet<PublicKeyValue>(PATHS.publicKey)
    .then(async ({ keyId, spki }) => ({
      keyId,
      key: await crypto.subtle.importKey('spki', fromBase64(spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
        'wrapKey',
      ]),
    }))
    .catch((error: unknown) => {
      keyPromise = null;
      throw error;
    });
  return keyPromise;
}

/** Forgets the cached key, so the next call fetches it again (after a server key rotation). */
export function forgetPublicKey(): void {
  keyPromise = null;
}

/** Encrypts a JSON body under the scheme described in the contract. */
export async function encryptBody(body: unknown): Promise<{ body: EncryptedBody; headers: Record<string, string> }> {
  const { keyId, key: publicKey } = await loadPublicKey();
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(body));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const wrapped = await crypto.subtle.wrapKey('raw', aesKey, publicKey, { name: 'RSA-OAEP' });
  return {
    body: { keyId, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) },
    headers: { 'X-Encryption': ENCRYPTION_SCHEME },
  };
}
