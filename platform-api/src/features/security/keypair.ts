import { createEncryptionKeys, type EncryptionKeyPair } from '@platform/shared/contract';

/** The RSA key that wraps the AES key of every encrypted body; `spki` is what PATHS.publicKey hands out. */
export type ServerKeys = EncryptionKeyPair;

let current: Promise<ServerKeys> | null = null;

/** The process's key pair, made on first use: a restart rotates it, and clients fetch it again. */
export function processKeys(): Promise<ServerKeys> {
  current ??= createEncryptionKeys();
  return current;
}
