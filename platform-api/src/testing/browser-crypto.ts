import type { webcrypto } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ENCRYPTION_SCHEME,
  PATHS,
  type EncryptedBody,
  type LoginRequest,
  type LoginValue,
  type PublicKeyValue,
} from '@platform/shared/contract';
import { call, valueOf } from './test-app';

// What shared/src/api/encrypt.ts does in the browser, step for step, with the same WebCrypto calls.

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

export async function fetchPublicKey(app: FastifyInstance): Promise<{ keyId: string; key: webcrypto.CryptoKey }> {
  const { keyId, spki } = valueOf<PublicKeyValue>(await call(app, { method: 'GET', url: PATHS.publicKey }));
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('spki', fromBase64(spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'wrapKey',
  ]);
  return { keyId, key };
}

/** Encrypts a JSON body exactly as the browser client does. */
export async function encryptLikeBrowser(app: FastifyInstance, body: unknown): Promise<EncryptedBody> {
  const { keyId, key: publicKey } = await fetchPublicKey(app);
  const subtle = globalThis.crypto.subtle;
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(body));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const wrapped = await subtle.wrapKey('raw', aesKey, publicKey, { name: 'RSA-OAEP' });
  return { keyId, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) };
}

export const encryptionHeader = { 'X-Encryption': ENCRYPTION_SCHEME };

/** Posts an encrypted login body; `headers` adds to (or overrides) the encryption header. */
export async function postLogin(
  app: FastifyInstance,
  body: Partial<LoginRequest> & Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const payload = await encryptLikeBrowser(app, body);
  return call(app, { method: 'POST', url: PATHS.login, payload, headers: { ...encryptionHeader, ...headers } });
}

/** Signs in and returns the login value; throws if the login fails. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Partial<LoginRequest> = {},
  headers: Record<string, string> = {},
): Promise<LoginValue> {
  return valueOf<LoginValue>(await postLogin(app, { type: 'username', username, password, ...extra }, headers));
}
