import { challengeText, leadingZeroBits, type LoginChallengeValue } from '@platform/shared/contract';

/** SHA-256 of a text; WebCrypto in the page, replaceable in tests. */
export type Digest = (text: string) => Promise<Uint8Array>;

const encoder = new TextEncoder();

export const webCryptoDigest: Digest = async (text) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));

// Hashes in flight at once: one WebCrypto call per promise is slow, a batch keeps the engine busy.
const BATCH = 256;

export interface SolveOptions {
  digest?: Digest;
  /** The chance, from 0 to 1, that an answer would have been found by now: work has no known end. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

/** Finds the nonce whose hash, with the challenge's prefix, starts with the challenge's zero bits. */
export async function solveChallenge(
  { prefix, bits }: Pick<LoginChallengeValue, 'prefix' | 'bits'>,
  { digest = webCryptoDigest, onProgress, signal }: SolveOptions = {},
): Promise<string> {
  const expected = 2 ** bits;
  for (let start = 0; ; start += BATCH) {
    signal?.throwIfAborted();
    const nonces = Array.from({ length: BATCH }, (_, n) => (start + n).toString(36));
    const digests = await Promise.all(nonces.map((nonce) => digest(challengeText(prefix, nonce))));
    const found = digests.findIndex((hash) => leadingZeroBits(hash) >= bits);
    if (found >= 0) {
      onProgress?.(1);
      return nonces[found] ?? '';
    }
    onProgress?.(1 - Math.exp(-(start + BATCH) / expected));
  }
}
