import { Type } from '@sinclair/typebox';
import { closedObject } from './common';

const base64 = (minLength: number, maxLength: number) =>
  Type.String({ pattern: '^[A-Za-z0-9+/]*={0,2}$', minLength, maxLength });

/** The wire shape of an encrypted body (see ../encryption.ts). */
export const EncryptedBodySchema = closedObject({
  keyId: Type.String({ minLength: 1, maxLength: 64 }),
  /** The AES key wrapped with RSA-OAEP-256. */
  key: base64(4, 1024),
  /** The 12-byte IV. */
  iv: base64(16, 16),
  /** Ciphertext followed by the GCM tag. */
  data: base64(4, 65536),
});

export const PublicKeyValueSchema = Type.Object({
  keyId: Type.String(),
  /** SubjectPublicKeyInfo, DER, base64. */
  spki: Type.String(),
});
