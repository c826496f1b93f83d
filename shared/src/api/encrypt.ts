import {
  ENCRYPTED_BODY_HEADERS,
  SYSTEM_ENDPOINTS,
  importPublicKey,
  sealBody,
  type EncryptedBody,
  type SealingKey,
} from '../contract';
import { call } from './client';

let keyPromise: Promise<SealingKey> | null = null;

/** Fetches (once) the server's public key for encrypted bodies. Call early to save a round trip. */
export function loadPublicKey(): Promise<SealingKey> {
  keyPromise ??= call(SYSTEM_ENDPOINTS.publicKey)
    .then(importPublicKey)
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
  return { body: await sealBody(await loadPublicKey(), body), headers: { ...ENCRYPTED_BODY_HEADERS } };
}
