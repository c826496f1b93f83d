import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ENCRYPTED_BODY_HEADERS,
  PATHS,
  fromBase64,
  openBody,
  toBase64,
  type EncryptedBody,
  type LoginValue,
} from '@platform/shared/contract';
import { encryptLikeBrowser, postLogin } from '../../testing/browser-crypto';
import { call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';
import { processKeys } from './keypair';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const credentials = { type: 'username', username: 'member01', password: 'member123' } as const;

function flipLastByte(base64: string): string {
  const bytes = fromBase64(base64);
  bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 0xff;
  return toBase64(bytes);
}

describe('encrypted bodies', () => {
  it('hands out a 2048-bit RSA public key in SPKI form, never cached', async () => {
    const response = await call(t.app, { method: 'GET', url: PATHS.publicKey });
    const { keyId, spki } = valueOf<{ keyId: string; spki: string }>(response);
    expect(keyId).toMatch(/^[A-Za-z0-9_-]{4,}$/);
    expect(Buffer.from(spki, 'base64').length).toBeGreaterThan(290);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves the key that opens what a browser seals with it', async () => {
    const message = { hello: 'Kumusta', amount: 1520.75, emoji: '🎰' };
    const sealed = await encryptLikeBrowser(t.app, message);
    expect(fromBase64(sealed.iv)).toHaveLength(12);
    const plain = await openBody(await processKeys(), sealed);
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual(message);
  });

  it('signs in with a browser-encrypted login body', async () => {
    const value = valueOf<LoginValue>(await postLogin(t.app, credentials));
    expect(value.userName).toBe('member01');
  });

  it('refuses a login without the X-Encryption header as encryption.invalid', async () => {
    const payload = await encryptLikeBrowser(t.app, credentials);
    const response = await call(t.app, { method: 'POST', url: PATHS.login, payload });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errorCode).toBe('encryption.invalid');
  });

  it('refuses a plain JSON login, even with a well-formed body, as encryption.invalid', async () => {
    const response = await call(t.app, { method: 'POST', url: PATHS.login, payload: credentials });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errorCode).toBe('encryption.invalid');
  });

  it('refuses another scheme in the X-Encryption header', async () => {
    const response = await postLogin(t.app, credentials, { 'X-Encryption': 'rsa-oaep+a128cbc;v0' });
    expect(errorOf(response).errorCode).toBe('encryption.invalid');
  });

  it.each<[string, (body: EncryptedBody) => EncryptedBody]>([
    ['an unknown key id', (body) => ({ ...body, keyId: 'old-key' })],
    ['tampered ciphertext', (body) => ({ ...body, data: flipLastByte(body.data) })],
    ['a key not wrapped with the server key', (body) => ({ ...body, key: flipLastByte(body.key) })],
    ['the wrong iv', (body) => ({ ...body, iv: Buffer.alloc(12, 7).toString('base64') })],
  ])('answers 400 encryption.invalid for %s', async (_case, spoil) => {
    const payload = spoil(await encryptLikeBrowser(t.app, credentials));
    const response = await call(t.app, { method: 'POST', url: PATHS.login, payload, headers: ENCRYPTED_BODY_HEADERS });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errorCode).toBe('encryption.invalid');
  });

  it('answers 400 request.malformed when the envelope itself is incomplete', async () => {
    const { keyId, key, iv } = await encryptLikeBrowser(t.app, credentials);
    const response = await call(t.app, {
      method: 'POST',
      url: PATHS.login,
      payload: { keyId, key, iv },
      headers: ENCRYPTED_BODY_HEADERS,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorCode: 'request.malformed', data: { field: 'data' } });
  });
});
