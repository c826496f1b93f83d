import {
  constants,
  createCipheriv,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createEncryptionKeys,
  EncryptionRejected,
  fromBase64,
  importPublicKey,
  openBody,
  sealBody,
  toBase64,
  type EncryptedBody,
} from './encryption';

const keys = createEncryptionKeys();

async function seal(body: unknown): Promise<EncryptedBody> {
  return sealBody(await importPublicKey(await keys), body);
}

async function open(body: EncryptedBody): Promise<unknown> {
  return JSON.parse(new TextDecoder().decode(await openBody(await keys, body)));
}

function flipLastByte(base64: string): string {
  const bytes = fromBase64(base64);
  bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 0xff;
  return toBase64(bytes);
}

// Node's own RSA and AES, written from the scheme's description, hold the wire format in place:
// another back end or client implementing the description must interoperate with this one.
function nodeKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { spki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'), publicKey, privateKey };
}

describe('the encryption scheme', () => {
  it('opens what it sealed, whatever the text', async () => {
    const message = { hello: 'Kumusta', amount: 1520.75, emoji: '🎰', nested: { list: [1, 'dalawa'] } };
    expect(await open(await seal(message))).toEqual(message);
  });

  it('seals with a fresh key and IV every time', async () => {
    const [first, second] = [await seal({ a: 1 }), await seal({ a: 1 })];
    expect(first.iv).not.toBe(second.iv);
    expect(first.key).not.toBe(second.key);
    expect(first.data).not.toBe(second.data);
  });

  it('gives a 2048-bit key a stable, URL-safe id that names it', async () => {
    const pair = await keys;
    expect(pair.keyId).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(fromBase64(pair.spki).length).toBeGreaterThan(290);
    expect((await createEncryptionKeys()).keyId).not.toBe(pair.keyId);
    expect((await seal({})).keyId).toBe(pair.keyId);
  });

  it.each<[string, (body: EncryptedBody) => EncryptedBody, string]>([
    ['another key id', (body) => ({ ...body, keyId: 'old-key' }), 'unknown key id'],
    ['tampered data', (body) => ({ ...body, data: flipLastByte(body.data) }), 'the data does not authenticate'],
    [
      'a key not wrapped with this key',
      (body) => ({ ...body, key: flipLastByte(body.key) }),
      'the key does not unwrap',
    ],
    ['another IV', (body) => ({ ...body, iv: toBase64(new Uint8Array(12).fill(7)) }), 'the data does not authenticate'],
    ['a short IV', (body) => ({ ...body, iv: toBase64(new Uint8Array(8)) }), 'the iv must be 12 bytes'],
    ['data shorter than a tag', (body) => ({ ...body, data: toBase64(new Uint8Array(15)) }), 'the data is shorter'],
    ['a field that is not base64', (body) => ({ ...body, iv: '***' }), 'iv is not base64'],
  ])('refuses %s, saying why', async (_case, spoil, reason) => {
    const opened = openBody(await keys, spoil(await seal({ username: 'member01' })));
    await expect(opened).rejects.toBeInstanceOf(EncryptionRejected);
    await expect(opened).rejects.toThrow(reason);
  });

  it('refuses a wrapped key that is not an AES-256 key', async () => {
    const pair = await keys;
    const publicKey = await globalThis.crypto.subtle.importKey(
      'spki',
      fromBase64(pair.spki),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    const short = await globalThis.crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, new Uint8Array(16));
    const body = { ...(await seal({})), key: toBase64(short) };
    await expect(openBody(pair, body)).rejects.toThrow('the wrapped key is not an AES-256 key');
  });

  it('seals bodies that RSA-OAEP-256 and AES-256-GCM as Node implements them open', async () => {
    const node = nodeKeyPair();
    const sealed = await sealBody(await importPublicKey({ keyId: 'node', spki: node.spki }), { type: 'username' });
    const aesKey = privateDecrypt(
      { key: node.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(sealed.key, 'base64'),
    );
    const data = Buffer.from(sealed.data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
    expect(JSON.parse(plain.toString('utf8'))).toEqual({ type: 'username' });
  });

  it('opens bodies that Node sealed with RSA-OAEP-256 and AES-256-GCM', async () => {
    const node = nodeKeyPair();
    const privateKey = await globalThis.crypto.subtle.importKey(
      'pkcs8',
      node.privateKey.export({ type: 'pkcs8', format: 'der' }),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['decrypt'],
    );
    const aesKey = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify({ portal: 'agent' }), 'utf8'), cipher.final()]);
    const body: EncryptedBody = {
      keyId: 'node',
      key: publicEncrypt(
        { key: node.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        aesKey,
      ).toString('base64'),
      iv: iv.toString('base64'),
      data: Buffer.concat([data, cipher.getAuthTag()]).toString('base64'),
    };
    const plain = await openBody({ keyId: 'node', privateKey }, body);
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual({ portal: 'agent' });
  });
});
