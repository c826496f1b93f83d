import {
  fairDraw,
  payoutOf,
  slotDraw,
  tableDraw,
  type GameType,
  type PlayKind,
  type RoundDraw,
  type RoundShow,
} from '@platform/shared/contract';
import { drawFromText, seededRandom } from '../random';

export { SLOT_PAYTABLE, SLOT_SYMBOLS, TABLE_MULTIPLE, type SlotSymbol } from '@platform/shared/contract';

/** Slots for reel games, a two-sided table round for everything else. */
export const playKindOf = (gameType: GameType): PlayKind =>
  gameType === 'RNG' || gameType === 'FISH' ? 'slot' : 'table';

/**
 * Return to player: 95%. Slots: three of a kind pays its multiple of the stake, and the pay table's
 * chances make Σ chance × multiple = 0.95 (SLOT_PAYTABLE). Table rounds: each side wins half the
 * time and pays TABLE_MULTIPLE (1.9), so 0.5 × 1.9 = 0.95. The pay table and the way a round's
 * numbers become symbols and cards live in the contract (`fairness.ts`), for the Verify view too.
 */
export const RETURN_TO_PLAYER = 0.95;

export interface Outcome {
  payoutCents: number;
  outcome: RoundShow;
}

const settle = (draw: RoundDraw, stakeCents: number): Outcome => ({
  payoutCents: payoutOf(stakeCents, draw.multiple),
  outcome: draw.outcome,
});

/** A played round's result, from the digest of its seed pair and nonce (see fair-seeds.ts). */
export const fairOutcome = (digest: Uint8Array, kind: PlayKind, stakeCents: number, side: 'A' | 'B' = 'A'): Outcome =>
  settle(fairDraw(digest, kind, side), stakeCents);

/**
 * The demo history's rounds (the seed writes them; nobody bets on them): drawn from a text, so the
 * same history comes back on every seed. Played rounds never use it: a text a player can know before
 * betting must never decide a result.
 */
export function drawOutcome(text: string, kind: PlayKind, stakeCents: number, side: 'A' | 'B' = 'A'): Outcome {
  const { unit: roll, seed } = drawFromText(`round:${text}`);
  const random = seededRandom(seed);
  return settle(kind === 'slot' ? slotDraw(roll, random) : tableDraw(roll, side, random), stakeCents);
}
