import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import {
  ENCRYPTION_SCHEME,
  EncryptionRejected,
  HEADERS,
  openBody,
  type EncryptedBody,
} from '@platform/shared/contract';
import { ApiFailure, malformed } from '../../http/errors';
import type { ServerKeys } from './keypair';

const encryptionInvalid = (why: string) =>
  new ApiFailure(400, 'encryption.invalid', `Encrypted body rejected: ${why}.`);

/** preValidation hook: encrypted routes accept only the contract's scheme, before the body is even read. */
export async function requireEncryptionHeader(request: FastifyRequest): Promise<void> {
  if (request.headers[HEADERS.encryption.toLowerCase()] !== ENCRYPTION_SCHEME) {
    throw encryptionInvalid(`the ${HEADERS.encryption} header must be ${ENCRYPTION_SCHEME}`);
  }
}

async function open(keys: ServerKeys, body: EncryptedBody): Promise<Uint8Array> {
  try {
    return await openBody(keys, body);
  } catch (error) {
    if (error instanceof EncryptionRejected) throw encryptionInvalid(error.message);
    throw error;
  }
}

/**
 * Decrypts the request's EncryptedBody (already checked against EncryptedBodySchema) and checks the
 * plain JSON against `schema` with the route's own validator, so an encrypted body is held to the same
 * rules as a plain one.
 */
export async function readEncrypted<S extends TSchema>(
  request: FastifyRequest,
  keys: ServerKeys,
  schema: S,
): Promise<Static<S>> {
  const plain = await open(keys, request.body as EncryptedBody);
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
  return parsed as Static<S>;
}
