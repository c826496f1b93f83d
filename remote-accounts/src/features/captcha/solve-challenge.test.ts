import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { challengeText, leadingZeroBits } from '@platform/shared/contract';
import { solveChallenge, webCryptoDigest, type Digest } from './solve-challenge';

const nodeDigest: Digest = async (text) => new Uint8Array(createHash('sha256').update(text).digest());

describe('solveChallenge', () => {
  it('finds the first nonce whose hash has the asked zero bits, as the server checks it', async () => {
    const challenge = { prefix: 'Xq3-prefix', bits: 10 };
    const nonce = await solveChallenge(challenge);
    expect(leadingZeroBits(await nodeDigest(challengeText(challenge.prefix, nonce)))).toBeGreaterThanOrEqual(10);
    // No smaller nonce would have done: the answer is the first one, so work is not skipped or repeated.
    const index = parseInt(nonce, 36);
    for (let n = 0; n < index; n += 1) {
      expect(leadingZeroBits(await nodeDigest(challengeText(challenge.prefix, n.toString(36))))).toBeLessThan(10);
    }
  });

  it('hashes with WebCrypto exactly as Node does', async () => {
    expect(await webCryptoDigest('abc:1')).toEqual(await nodeDigest('abc:1'));
  });

  it('reports rising progress below one until the answer, then one', async () => {
    const shares: number[] = [];
    await solveChallenge(
      { prefix: 'progress', bits: 12 },
      { digest: nodeDigest, onProgress: (share) => shares.push(share) },
    );
    expect(shares.at(-1)).toBe(1);
    const before = shares.slice(0, -1);
    expect(before.every((share, i) => share > 0 && share < 1 && share > (before[i - 1] ?? 0))).toBe(true);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const solving = solveChallenge(
      { prefix: 'never', bits: 256 },
      { digest: nodeDigest, signal: controller.signal, onProgress: () => controller.abort() },
    );
    await expect(solving).rejects.toThrow();
  });
});
