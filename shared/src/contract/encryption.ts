/**
 * Encrypted request bodies (login, register).
 *
 * Scheme `rsa-oaep-256+a256gcm;v1`: the client fetches the server's RSA public key (SPKI, base64,
 * 2048-bit) from PATHS.publicKey at start-up, makes a fresh AES-256-GCM key and 96-bit IV per request,
 * encrypts the UTF-8 JSON body with it, wraps the AES key with RSA-OAEP (SHA-256), and posts the
 * EncryptedBody below with the header `X-Encryption: rsa-oaep-256+a256gcm;v1`. `data` is the GCM
 * output as WebCrypto gives it (ciphertext followed by the 16-byte tag). The server rejects a body
 * whose key id is not its current one, or which fails to decrypt, with `encryption.invalid`.
 */
import type { Static } from '@sinclair/typebox';
import type { EncryptedBodySchema } from './schemas/encryption';

export const ENCRYPTION_SCHEME = 'rsa-oaep-256+a256gcm;v1';

export interface PublicKeyValue {
  keyId: string;
  /** SubjectPublicKeyInfo, DER, base64. */
  spki: string;
}

/** `{ keyId, key, iv, data }`: the wrapped AES key, the 12-byte IV and ciphertext plus tag, in base64. */
export type EncryptedBody = Static<typeof EncryptedBodySchema>;
