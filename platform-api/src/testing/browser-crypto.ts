import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ENCRYPTED_BODY_HEADERS,
  PATHS,
  importPublicKey,
  sealBody,
  type EncryptedBody,
  type LoginRequest,
  type LoginValue,
  type PublicKeyValue,
  type SealingKey,
} from '@platform/shared/contract';
import { call, valueOf } from './test-app';

// The key an app serves, asked for once per app, as the site keeps it for the page's life.
const servedKeys = new WeakMap<FastifyInstance, Promise<SealingKey>>();

function servedKey(app: FastifyInstance): Promise<SealingKey> {
  let key = servedKeys.get(app);
  if (!key) {
    key = call(app, { method: 'GET', url: PATHS.publicKey }).then((answer) =>
      importPublicKey(valueOf<PublicKeyValue>(answer)),
    );
    servedKeys.set(app, key);
  }
  return key;
}

/** Encrypts a JSON body as the browser client does: the contract's sealBody under the served public key. */
export async function encryptLikeBrowser(app: FastifyInstance, body: unknown): Promise<EncryptedBody> {
  return sealBody(await servedKey(app), body);
}

/** Posts an encrypted login body; `headers` adds to (or overrides) the encryption header. */
export async function postLogin(
  app: FastifyInstance,
  body: Partial<LoginRequest> & Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const payload = await encryptLikeBrowser(app, body);
  return call(app, { method: 'POST', url: PATHS.login, payload, headers: { ...ENCRYPTED_BODY_HEADERS, ...headers } });
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
