import type { GameType, PlayKind, PlayRoundValue } from '@platform/shared/contract';
import { seedFromText, seededRandom, unitFromText } from '../random';

/** Slots for reel games, a two-sided table round for everything else. */
export const playKindOf = (gameType: GameType): PlayKind =>
  gameType === 'RNG' || gameType === 'FISH' ? 'slot' : 'table';

/** Reel symbols from the richest to the plainest. */
export const SLOT_SYMBOLS = ['seven', 'bar', 'star', 'diamond', 'heart', 'club', 'spade'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/**
 * Three of a kind pays its multiple of the stake; anything else pays nothing. The chances make the
 * return to player 95%: Σ chance × multiple = 0.95.
 */
export const SLOT_PAYTABLE: readonly { symbol: SlotSymbol; multiple: number; chance: number }[] = [
  { symbol: 'seven', multiple: 50, chance: 0.0012 },
  { symbol: 'bar', multiple: 25, chance: 0.004 },
  { symbol: 'star', multiple: 10, chance: 0.025 },
  { symbol: 'diamond', multiple: 5, chance: 0.04 },
  { symbol: 'heart', multiple: 2, chance: 0.09 },
  { symbol: 'club', multiple: 1, chance: 0.1 },
  { symbol: 'spade', multiple: 0.5, chance: 0.12 },
];

/** A table round pays this multiple on the winning side; each side wins half the time (RTP 95%). */
export const TABLE_MULTIPLE = 1.9;

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
const SUITS = ['♠', '♥', '♦', '♣'] as const;

export interface Outcome {
  payoutCents: number;
  outcome: PlayRoundValue['outcome'];
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`outcomes: index ${index} out of range`);
  return item;
}

/** Reels that do not show three of a kind. */
function losingReels(random: () => number): string[] {
  const first = Math.floor(random() * SLOT_SYMBOLS.length);
  const second = Math.floor(random() * SLOT_SYMBOLS.length);
  let third = Math.floor(random() * SLOT_SYMBOLS.length);
  if (first === second && third === first) third = (third + 1) % SLOT_SYMBOLS.length;
  return [first, second, third].map((index) => at(SLOT_SYMBOLS, index));
}

function slotOutcome(roll: number, stakeCents: number, random: () => number): Outcome {
  let threshold = 0;
  for (const line of SLOT_PAYTABLE) {
    threshold += line.chance;
    if (roll < threshold) {
      return {
        payoutCents: Math.floor(stakeCents * line.multiple),
        outcome: { reels: [line.symbol, line.symbol, line.symbol] },
      };
    }
  }
  return { payoutCents: 0, outcome: { reels: losingReels(random) } };
}

function tableOutcome(roll: number, stakeCents: number, side: 'A' | 'B', random: () => number): Outcome {
  const winner = roll < 0.5 ? 'A' : 'B';
  // Two different ranks; the higher one goes to the winning side.
  const low = Math.floor(random() * (RANKS.length - 1));
  const high = low + 1 + Math.floor(random() * (RANKS.length - 1 - low));
  const card = (rank: number) => `${at(RANKS, rank)}${at(SUITS, Math.floor(random() * SUITS.length))}`;
  const [winning, losing] = [card(high), card(low)];
  return {
    payoutCents: winner === side ? Math.floor(stakeCents * TABLE_MULTIPLE) : 0,
    outcome: { winner, cards: winner === 'A' ? [winning, losing] : [losing, winning] },
  };
}

/**
 * The result of a round, drawn from its round id: the same round always has the same result, and
 * different rounds vary.
 */
export function drawOutcome(roundId: string, kind: PlayKind, stakeCents: number, side: 'A' | 'B' = 'A'): Outcome {
  const roll = unitFromText(`round:${roundId}`);
  const random = seededRandom(seedFromText(`reels:${roundId}`));
  return kind === 'slot' ? slotOutcome(roll, stakeCents, random) : tableOutcome(roll, stakeCents, side, random);
}
