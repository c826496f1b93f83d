import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ENCRYPTION_SCHEME, HEADERS, type EncryptedBody } from '@platform/shared/contract';
import { ApiFailure, malformed } from '../../http/errors';
import type { ServerKeys } from './keypair';

const AES_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const encryptionInvalid = (why: string) =>
  new ApiFailure(400, 'encryption.invalid', `Encrypted body rejected: ${why}.`);

/** preValidation hook: encrypted routes accept only the contract's scheme, before the body is even read. */
export async function requireEncryptionHeader(request: FastifyRequest): Promise<void> {
  if (request.headers[HEADERS.encryption.toLowerCase()] !== ENCRYPTION_SCHEME) {
    throw encryptionInvalid(`the ${HEADERS.encryption} header must be ${ENCRYPTION_SCHEME}`);
  }
}

/** Unwraps the AES key with RSA-OAEP (SHA-256) and opens the AES-256-GCM data (ciphertext || tag). */
export function decryptBody(keys: ServerKeys, body: EncryptedBody): Buffer {
  if (body.keyId !== keys.keyId) throw encryptionInvalid('unknown key id');
  const iv = Buffer.from(body.iv, 'base64');
  const sealed = Buffer.from(body.data, 'base64');
  if (iv.length !== IV_BYTES) throw encryptionInvalid('the iv must be 12 bytes');
  if (sealed.length < TAG_BYTES) throw encryptionInvalid('the data is shorter than its tag');
  let aesKey: Buffer;
  try {
    aesKey = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(body.key, 'base64'),
    );
  } catch {
    throw encryptionInvalid('the key does not unwrap');
  }
  if (aesKey.length !== AES_KEY_BYTES) throw encryptionInvalid('the wrapped key is not an AES-256 key');
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw encryptionInvalid('the data does not authenticate');
  }
}

/**
 * Decrypts the request's EncryptedBody and checks the plain JSON against `schema` with the route's own
 * validator, so an encrypted body is held to the same rules as a plain one.
 */
export function readEncrypted<T>(request: FastifyRequest, keys: ServerKeys, schema: object): T {
  const plain = decryptBody(keys, request.body as EncryptedBody);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain));
  } catch {
    throw malformed('The decrypted body is not JSON.');
  }
  const validate = request.compileValidationSchema(schema, 'body');
  if (validate(parsed) !== true) {
    const issue = validate.errors?.[0];
    const missing = issue?.params.missingProperty;
    const field = typeof missing === 'string' ? missing : issue?.instancePath.replace(/^\//, '') || undefined;
    throw malformed(
      `The decrypted body is invalid${issue?.message ? `: ${field ?? 'body'} ${issue.message}` : ''}.`,
      field,
    );
  }
  return parsed as T;
}
