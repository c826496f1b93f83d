/**
 * Encrypted request bodies (login, register).
 *
 * Scheme `rsa-oaep-256+a256gcm;v1`: the client fetches the server's RSA public key (SPKI, base64,
 * 2048-bit) from PATHS.publicKey at start-up, makes a fresh AES-256-GCM key and 96-bit IV per request,
 * encrypts the UTF-8 JSON body with it, wraps the AES key with RSA-OAEP (SHA-256), and posts the
 * EncryptedBody below with the header `X-Encryption: rsa-oaep-256+a256gcm;v1`. `data` is the GCM
 * output as WebCrypto gives it (ciphertext followed by the 16-byte tag). The server rejects a body
 * whose key id is not its current one, or which fails to decrypt, with `encryption.invalid`.
 *
 * The scheme is implemented here once, on WebCrypto (`globalThis.crypto.subtle`, in browsers and in
 * Node 20), for the client, platform-api and every test.
 */
import type { Static } from '@sinclair/typebox';
import { HEADERS } from './http';
import type { EncryptedBodySchema, PublicKeyValueSchema } from './schemas/encryption';

export const ENCRYPTION_SCHEME = 'rsa-oaep-256+a256gcm;v1';

/** The headers an encrypted body is sent with. */
export const ENCRYPTED_BODY_HEADERS: Readonly<Record<string, string>> = {
  [HEADERS.encryption]: ENCRYPTION_SCHEME,
};

export type PublicKeyValue = Static<typeof PublicKeyValueSchema>;

/** `{ keyId, key, iv, data }`: the wrapped AES key, the 12-byte IV and ciphertext plus tag, in base64. */
export type EncryptedBody = Static<typeof EncryptedBodySchema>;

/** A WebCrypto key, whether the program is typed with the DOM library or with Node's. */
export type WebCryptoKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;

/** The server's public key, imported and ready to seal bodies. */
export interface SealingKey {
  keyId: string;
  key: WebCryptoKey;
}

/** A key pair of the scheme: the public half as PATHS.publicKey hands it out, and the private key. */
export interface EncryptionKeyPair extends PublicKeyValue {
  privateKey: WebCryptoKey;
}

/** Why a sealed body was refused; the server answers it as `encryption.invalid`. */
export class EncryptionRejected extends Error {
  override readonly name = 'EncryptionRejected';
}

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const AES_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const subtle = () => globalThis.crypto.subtle;

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (const byte of view) text += String.fromCharCode(byte);
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** Imports the `{ keyId, spki }` of PATHS.publicKey for sealing. */
export async function importPublicKey({ keyId, spki }: PublicKeyValue): Promise<SealingKey> {
  return { keyId, key: await subtle().importKey('spki', fromBase64(spki), RSA_OAEP, false, ['wrapKey']) };
}

/** Encrypts a JSON body under the scheme: a fresh AES-256-GCM key and IV, the key wrapped with RSA-OAEP. */
export async function sealBody({ keyId, key }: SealingKey, body: unknown): Promise<EncryptedBody> {
  const aesKey = await subtle().generateKey({ name: 'AES-GCM', length: AES_KEY_BYTES * 8 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(body));
  const data = await subtle().encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const wrapped = await subtle().wrapKey('raw', aesKey, key, { name: 'RSA-OAEP' });
  return { keyId, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) };
}

function decode(field: string, text: string): Uint8Array<ArrayBuffer> {
  try {
    return fromBase64(text);
  } catch {
    throw new EncryptionRejected(`${field} is not base64`);
  }
}

/**
 * Decrypts a sealed body and answers its plain bytes (the UTF-8 JSON text). Throws EncryptionRejected,
 * saying why, for another key id, a wrong IV, a key that does not unwrap or data that does not authenticate.
 */
export async function openBody(
  { keyId, privateKey }: Pick<EncryptionKeyPair, 'keyId' | 'privateKey'>,
  body: EncryptedBody,
): Promise<Uint8Array> {
  if (body.keyId !== keyId) throw new EncryptionRejected('unknown key id');
  const iv = decode('iv', body.iv);
  const sealed = decode('data', body.data);
  if (iv.length !== IV_BYTES) throw new EncryptionRejected(`the iv must be ${IV_BYTES} bytes`);
  if (sealed.length < TAG_BYTES) throw new EncryptionRejected('the data is shorter than its tag');
  let rawKey: ArrayBuffer;
  try {
    // Decrypting rather than unwrapping lets the key's length be checked before it is used.
    rawKey = await subtle().decrypt({ name: 'RSA-OAEP' }, privateKey, decode('key', body.key));
  } catch (error) {
    if (error instanceof EncryptionRejected) throw error;
    throw new EncryptionRejected('the key does not unwrap');
  }
  if (rawKey.byteLength !== AES_KEY_BYTES) throw new EncryptionRejected('the wrapped key is not an AES-256 key');
  const aesKey = await subtle().importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
  try {
    return new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv }, aesKey, sealed));
  } catch {
    throw new EncryptionRejected('the data does not authenticate');
  }
}

/** Makes a 2048-bit RSA-OAEP (SHA-256) key pair; its id is a fingerprint of the public key. */
export async function createEncryptionKeys(): Promise<EncryptionKeyPair> {
  const pair = await subtle().generateKey(
    { ...RSA_OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    false,
    ['wrapKey', 'decrypt'],
  );
  const spki = await subtle().exportKey('spki', pair.publicKey);
  const fingerprint = new Uint8Array(await subtle().digest('SHA-256', spki)).subarray(0, 9);
  const keyId = toBase64(fingerprint).replaceAll('+', '-').replaceAll('/', '_');
  return { keyId, spki: toBase64(spki), privateKey: pair.privateKey };
}
