// A rule table and a real RSA key pair, so the shared encryption runs for real in component tests
// and the test reads what the server would receive.
import {
  createEncryptionKeys,
  DISABLED_RULE,
  openBody,
  RULE_NAMES,
  type EncryptedBody,
  type EncryptionKeyPair,
  type RuleTable,
  type WebCryptoKey,
} from '@platform/shared/contract';

/** A merchant rule table: login fields on, everything else off, with overrides. */
export function ruleTableFactory(overrides: Partial<RuleTable> = {}): RuleTable {
  const table = Object.fromEntries(RULE_NAMES.map((name) => [name, DISABLED_RULE])) as RuleTable;
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

/** A fresh key pair of the contract's scheme: what platform-api holds, the public half as it serves it. */
export const createKeyPair = (): Promise<EncryptionKeyPair> => createEncryptionKeys();

/** Decrypts an encrypted body as platform-api would. */
export async function decryptBody<T>(body: EncryptedBody, privateKey: WebCryptoKey): Promise<T> {
  const plain = await openBody({ keyId: body.keyId, privateKey }, body);
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}
