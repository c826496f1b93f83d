// Provably fair rounds of the demo game: how a round's result follows from its seeds. Plain functions
// of bytes, with no crypto of their own: platform-api feeds them node:crypto's HMAC, the bet record's
// Verify view feeds them Web Crypto's, and both must reach the same result.
//
// The scheme (remote-lobby/README.md tells it to players):
//   digest = HMAC-SHA256(key = the 32 bytes of the server seed, message = `${clientSeed}:${nonce}` in UTF-8)
//   roll   = bytes 0..5 of the digest, big-endian, ÷ 2^48: a number in [0, 1) that decides the result
//   draws  = bytes 6..9, 10..13, … (six groups of four), each big-endian ÷ 2^32: the reels of a losing
//            spin, the cards of a table round; ./fair-games tells what each kind of game reads

import type { BaccaratShow, FishingShow, LotteryShow, SabongShow, SportsShow } from './fair-games';

/** Reel symbols from the richest to the plainest. */
export const SLOT_SYMBOLS = ['seven', 'bar', 'star', 'diamond', 'heart', 'club', 'spade'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/**
 * Three of a kind pays its multiple of the stake; anything else pays nothing. A symbol's line is
 * taken when the roll falls in its slice: the slices follow one another from 0 in this order.
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

/** A table round pays this multiple on the winning side; side A wins when the roll is below 0.5. */
export const TABLE_MULTIPLE = 1.9;

export const CARD_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export const CARD_SUITS = ['♠', '♥', '♦', '♣'] as const;

/**
 * What a round shows: slot reels; the winning side and the two cards (side A's first) of a two-sided
 * table round (rounds played before each kind of game had its own rules); or a game's own result
 * (see ./fair-games).
 */
export type RoundShow =
  | { reels: SlotSymbol[] }
  | { winner: 'A' | 'B'; cards: [string, string] }
  | FishingShow
  | BaccaratShow
  | SabongShow
  | SportsShow
  | LotteryShow;

export interface RoundDraw {
  /** What the stake is multiplied by (0: nothing back). Table rounds: for the side bet on. */
  multiple: number;
  outcome: RoundShow;
}

/** The bytes of a 64-digit hex text (a seed or a hash). */
export function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) throw new Error('hexBytes: not lower-case hex');
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

export const bytesHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The HMAC message of a round: the client seed, a colon, the nonce in decimal. */
export const fairMessage = (clientSeed: string, nonce: number) => `${clientSeed}:${nonce}`;

const DRAW_COUNT = 6;

/** The roll and the cosmetic draws of a round's 32-byte digest. */
export function fairNumbers(digest: Uint8Array): { roll: number; draws: number[] } {
  if (digest.length < 6 + 4 * DRAW_COUNT) throw new Error('fairNumbers: a digest has 32 bytes');
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  const roll = (view.getUint16(0) * 2 ** 32 + view.getUint32(2)) / 2 ** 48;
  const draws = Array.from({ length: DRAW_COUNT }, (_, i) => view.getUint32(6 + 4 * i) / 2 ** 32);
  return { roll, draws };
}

/** The item at an index that must exist. */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`fairness: index ${index} out of range`);
  return item;
}

/** Three draws in a row as reels that do not show three of a kind. */
function losingReels(next: () => number): SlotSymbol[] {
  const first = Math.floor(next() * SLOT_SYMBOLS.length);
  const second = Math.floor(next() * SLOT_SYMBOLS.length);
  let third = Math.floor(next() * SLOT_SYMBOLS.length);
  if (first === second && third === first) third = (third + 1) % SLOT_SYMBOLS.length;
  return [first, second, third].map((index) => itemAt(SLOT_SYMBOLS, index));
}

/** A slot round: the roll picks a pay line or none; a losing spin's reels come from the draws. */
export function slotDraw(roll: number, next: () => number): RoundDraw {
  let threshold = 0;
  for (const line of SLOT_PAYTABLE) {
    threshold += line.chance;
    if (roll < threshold)
      return { multiple: line.multiple, outcome: { reels: [line.symbol, line.symbol, line.symbol] } };
  }
  return { multiple: 0, outcome: { reels: losingReels(next) } };
}

/**
 * A table round: the roll picks the winning side; the draws give two different ranks (the higher one
 * to the winner) and the winning card's suit, then the losing card's.
 */
export function tableDraw(roll: number, side: 'A' | 'B', next: () => number): RoundDraw {
  const winner = roll < 0.5 ? 'A' : 'B';
  const low = Math.floor(next() * (CARD_RANKS.length - 1));
  const high = low + 1 + Math.floor(next() * (CARD_RANKS.length - 1 - low));
  const card = (rank: number) =>
    `${itemAt(CARD_RANKS, rank)}${itemAt(CARD_SUITS, Math.floor(next() * CARD_SUITS.length))}`;
  const [winning, losing] = [card(high), card(low)];
  return {
    multiple: winner === side ? TABLE_MULTIPLE : 0,
    outcome: { winner, cards: winner === 'A' ? [winning, losing] : [losing, winning] },
  };
}

/**
 * What a stake pays back at a multiple (at most four decimals), in whole centavos rounded down. In
 * whole numbers: 1,900 centavos at 2.11 is 4,009, where 1900 × 2.11 in floating point is 4008.99….
 */
export const payoutOf = (stakeCents: number, multiple: number) =>
  Math.floor((stakeCents * Math.round(multiple * 10_000)) / 10_000);
