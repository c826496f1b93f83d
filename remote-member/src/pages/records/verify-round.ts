import {
  bytesHex,
  fairDraw,
  fairMessage,
  hexBytes,
  payoutOf,
  type BetFairness,
  type RoundShow,
} from '@platform/shared/contract';

/** What the browser recomputed for a round whose server seed is revealed. */
export interface RoundCheck {
  /** SHA-256 of the revealed seed equals the hash committed before the round. */
  hashMatches: boolean;
  /** What the seeds give: the outcome and the payout in pesos. */
  outcome: RoundShow;
  payout: number;
  /** The record's outcome and payout equal the recomputed ones. */
  resultMatches: boolean;
}

const cents = (pesos: number) => Math.round(pesos * 100);

/**
 * Recomputes a round with the browser's own Web Crypto: SHA-256 of the revealed server seed against
 * the committed hash, then HMAC-SHA256(server seed, `${clientSeed}:${nonce}`) turned into the round's
 * result. It only shows the check; the server alone decides money.
 */
export async function checkRound(fairness: BetFairness & { serverSeed: string }): Promise<RoundCheck> {
  const seed = hexBytes(fairness.serverSeed);
  const hash = bytesHex(new Uint8Array(await crypto.subtle.digest('SHA-256', seed)));
  const key = await crypto.subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const message = new TextEncoder().encode(fairMessage(fairness.clientSeed, fairness.nonce));
  const digest = new Uint8Array(await crypto.subtle.sign('HMAC', key, message));
  // Slots take no pick; two-sided table rounds were bet on a side; every other kind names its pick.
  const draw = fairDraw(digest, fairness.kind, fairness.pick ?? fairness.side);
  const payoutCents = payoutOf(cents(fairness.stake), draw.multiple);
  return {
    hashMatches: hash === fairness.serverSeedHash,
    outcome: draw.outcome,
    payout: payoutCents / 100,
    resultMatches:
      JSON.stringify(draw.outcome) === JSON.stringify(fairness.outcome) && payoutCents === cents(fairness.payout),
  };
}
