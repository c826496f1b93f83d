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

/**
 * How each category plays: reels for RNG, a shot at a fish for FISH, a baccarat coup at the live and
 * card tables, a fight for COCKFIGHT, a 1X2 match for SPORTS and ESPORTS, a number draw for LOTTERY.
 */
const KIND_OF: Record<GameType, PlayKind> = {
  RNG: 'slot',
  FISH: 'fishing',
  LIVE: 'baccarat',
  PVP: 'baccarat',
  COCKFIGHT: 'sabong',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  LOTTERY: 'lottery',
};

export const playKindOf = (gameType: GameType): PlayKind => KIND_OF[gameType];

/**
 * The kind the demo history is drawn as: slots for reel and fish games, a two-sided table round for
 * everything else, as the history has always been written (the seed keeps writing the same one).
 */
export const historyKindOf = (gameType: GameType): 'slot' | 'table' =>
  gameType === 'RNG' || gameType === 'FISH' ? 'slot' : 'table';

/**
 * Return to player. Slots: 95% (Σ chance × multiple over SLOT_PAYTABLE). Fishing: 95% on any fish.
 * Sabong, sports and lottery: a little under 95% on every pick (their odds tables). Baccarat follows
 * the real game: about 98.9% on banker, 98.8% on player, 85.6% on tie. The rules live in the
 * contract (`fairness.ts`, `fair-games.ts`), for the Verify view too.
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

/** A played round's result, from the digest of its seed pair and nonce (see fair-seeds.ts), for its pick. */
export const fairOutcome = (digest: Uint8Array, kind: PlayKind, stakeCents: number, pick: string | null = null) =>
  settle(fairDraw(digest, kind, pick), stakeCents);

/**
 * The demo history's rounds (the seed writes them; nobody bets on them): drawn from a text, so the
 * same history comes back on every seed. Played rounds never use it: a text a player can know before
 * betting must never decide a result.
 */
export function drawOutcome(text: string, kind: 'slot' | 'table', stakeCents: number, side: 'A' | 'B' = 'A'): Outcome {
  const { unit: roll, seed } = drawFromText(`round:${text}`);
  const random = seededRandom(seed);
  return settle(kind === 'slot' ? slotDraw(roll, random) : tableDraw(roll, side, random), stakeCents);
}
