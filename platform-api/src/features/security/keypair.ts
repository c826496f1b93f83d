import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

/** The RSA key that wraps the AES key of every encrypted body. */
export interface ServerKeys {
  keyId: string;
  /** SubjectPublicKeyInfo, DER, base64: what PATHS.publicKey hands out. */
  spki: string;
  privateKey: KeyObject;
}

export function generateServerKeys(): ServerKeys {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    keyId: randomBytes(6).toString('base64url'),
    spki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKey,
  };
}

let current: ServerKeys | null = null;

/** The process's key pair, made on first use: a restart rotates it, and clients fetch it again. */
export function processKeys(): ServerKeys {
  current ??= generateServerKeys();
  return current;
}
