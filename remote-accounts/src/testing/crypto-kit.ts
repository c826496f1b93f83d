// A rule table and a real RSA key pair, so the shared encryption runs for real in component tests
// and the test reads what the server would receive.
import { RULE_NAMES, type EncryptedBody, type FieldRule, type RuleTable } from '@platform/shared';

const OFF: FieldRule = { enabled: false, required: false, pattern: '.*', messageKey: 'error.unknown' };

/** A merchant rule table: login fields on, everything else off, with overrides. */
export function ruleTableFactory(overrides: Partial<RuleTable> = {}): RuleTable {
  const table = Object.fromEntries(RULE_NAMES.map((name) => [name, OFF])) as RuleTable;
  return {
    ...table,
    loginUsername: {
      enabled: true,
      required: true,
      pattern: '^[A-Za-z0-9]{4,16}$',
      messageKey: 'error.account_format',
      maxLength: 16,
    },
    loginPassword: {
      enabled: true,
      required: true,
      pattern: '^\\S{6,20}$',
      messageKey: 'error.password_format',
      maxLength: 20,
    },
    captcha: { enabled: true, required: true, pattern: '^\\d{1,6}$', messageKey: 'error.captcha_required' },
    ...overrides,
  };
}

function toBase64(bytes: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export interface TestKeyPair {
  keyId: string;
  spki: string;
  privateKey: CryptoKey;
}

/** A fresh RSA-OAEP (SHA-256) key pair, the public half as the contract's base64 SPKI. */
export async function createKeyPair(): Promise<TestKeyPair> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  return {
    keyId: 'test-key',
    spki: toBase64(await crypto.subtle.exportKey('spki', pair.publicKey)),
    privateKey: pair.privateKey,
  };
}

/** Decrypts an encrypted body as platform-api would. */
export async function decryptBody<T>(body: EncryptedBody, privateKey: CryptoKey): Promise<T> {
  const key = await crypto.subtle.unwrapKey(
    'raw',
    fromBase64(body.key),
    privateKey,
    { name: 'RSA-OAEP' },
    { name: 'AES-GCM' },
    false,
    ['decrypt'],
  );
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(body.iv) }, key, fromBase64(body.data));
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}
