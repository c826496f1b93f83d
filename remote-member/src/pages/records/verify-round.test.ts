import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BetFairness } from '@platform/shared/contract';
import { checkRound } from './verify-round';

const SEED = '7f'.repeat(16) + '03'.repeat(16);
const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

/** A revealed slot round; the tests fill in what the server showed from the first check. */
function slotRound(nonce: number): BetFairness & { serverSeed: string } {
  return {
    roundId: `JILI-${nonce}`,
    kind: 'slot',
    side: null,
    stake: 1,
    payout: 0,
    outcome: { reels: [] },
    serverSeedHash: sha256(SEED),
    clientSeed: 'lucky',
    nonce,
    serverSeed: SEED,
  };
}

describe('checking a round in the browser', () => {
  it('recomputes with Web Crypto: the hash of the seed, the result and the payout', async () => {
    const round = slotRound(1);
    const first = await checkRound(round);
    expect(first.hashMatches).toBe(true);
    // The roll, worked out apart with node:crypto, decides whether the reels are three of a kind.
    const digest = createHmac('sha256', Buffer.from(SEED, 'hex')).update('lucky:1').digest();
    const roll = digest.readUIntBE(0, 6) / 2 ** 48;
    const reels = 'reels' in first.outcome ? first.outcome.reels : [];
    expect(new Set(reels).size === 1).toBe(roll < 0.3802);
    // Fill in what the server would have shown, then the check agrees with it.
    const recorded = { ...round, outcome: first.outcome, payout: first.payout };
    expect(await checkRound(recorded)).toMatchObject({ hashMatches: true, resultMatches: true });
  });

  it('says so when the record differs from its seeds, or the seed from its hash', async () => {
    const round = slotRound(2);
    const { outcome, payout } = await checkRound(round);
    const recorded = { ...round, outcome, payout };
    expect((await checkRound({ ...recorded, payout: payout + 1 })).resultMatches).toBe(false);
    expect((await checkRound({ ...recorded, nonce: 3 })).resultMatches).toBe(false);
    expect((await checkRound({ ...recorded, serverSeedHash: sha256('00'.repeat(32)) })).hashMatches).toBe(false);
  });
});

describe('checking a round of each kind of game', () => {
  it('recomputes a baccarat coup and a lottery draw from their picks', async () => {
    const coup = { ...slotRound(4), kind: 'baccarat' as const, pick: 'banker', stake: 10 };
    const dealt = await checkRound(coup);
    expect(dealt.outcome).toMatchObject({ game: 'baccarat' });
    const recorded = { ...coup, outcome: dealt.outcome, payout: dealt.payout };
    expect(await checkRound(recorded)).toMatchObject({ hashMatches: true, resultMatches: true });
    // The same coup bet on another hand pays otherwise (or the same only when it is a loss for both).
    const onPlayer = await checkRound({ ...recorded, pick: 'player' });
    expect(onPlayer.outcome).toEqual(dealt.outcome);
    expect(onPlayer.resultMatches).toBe(onPlayer.payout === dealt.payout);

    const ticket = { ...slotRound(5), kind: 'lottery' as const, pick: '3-7-15', stake: 1 };
    const draw = await checkRound(ticket);
    expect(draw.outcome).toMatchObject({ game: 'lottery' });
    expect(await checkRound({ ...ticket, outcome: draw.outcome, payout: draw.payout })).toMatchObject({
      resultMatches: true,
    });
  });
});
