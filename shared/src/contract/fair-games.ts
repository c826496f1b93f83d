// The rules of each kind of demo game, and how a round's fair numbers (see ./fairness) become its
// result. Plain functions: platform-api settles rounds with them and the bet record's Verify view
// recomputes rounds with them, so both always agree.
//
// Every kind reads the same numbers of a round's digest: the roll (bytes 0..5) and the six draws
// (bytes 6..29), in order. What each kind does with them:
//   fishing   the roll: the shot catches the fish aimed at when roll < its catch chance
//   baccarat  the draws, in order, are the cards dealt: player, banker, player, banker, then the
//             third cards the drawing rules call for; a draw d is card ⌊d × 52⌋ (rank = that mod 13,
//             suit = that ÷ 13)
//   sabong    the roll: Meron below 0.55, Wala below 0.98, else a draw
//   sports    the roll: home win below 0.45, a draw below 0.72, else an away win; the draws give the score
//   lottery   the first five draws take five different numbers out of 1..20, each ⌊d × numbers left⌋
//             into the ascending list of numbers not yet drawn

import { itemAt, CARD_RANKS, CARD_SUITS, fairNumbers, slotDraw, tableDraw, type RoundDraw } from './fairness';
import type { PlayKind } from './play';

/** What the stake is multiplied by when paid back (0: nothing back, 1: the stake back). */
export interface KindDraw<Outcome> {
  multiple: number;
  outcome: Outcome;
}

// Fishing: one shot at one fish. A fish that pays m times the stake is caught with chance 0.95 / m.

export const FISH_KEYS = ['shrimp', 'crab', 'turtle', 'shark'] as const;
export type FishKey = (typeof FISH_KEYS)[number];

/** What catching each fish pays, stake included. */
export const FISH: readonly { fish: FishKey; multiple: number }[] = [
  { fish: 'shrimp', multiple: 2 },
  { fish: 'crab', multiple: 5 },
  { fish: 'turtle', multiple: 10 },
  { fish: 'shark', multiple: 50 },
];

/** What each shot returns on average, whatever fish it aims at. */
export const FISHING_RETURN = 0.95;

export const catchChance = (multiple: number) => FISHING_RETURN / multiple;

export interface FishingShow {
  game: 'fishing';
  fish: FishKey;
  caught: boolean;
}

export function fishingDraw(roll: number, fish: FishKey): KindDraw<FishingShow> {
  const target = FISH.find((f) => f.fish === fish);
  if (!target) throw new Error(`fishing: no fish ${fish}`);
  const { multiple } = target;
  const caught = roll < catchChance(multiple);
  return { multiple: caught ? multiple : 0, outcome: { game: 'fishing', fish, caught } };
}

// Baccarat: real drawing rules, and the usual payouts.

export const BACCARAT_BETS = ['player', 'banker', 'tie'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];

/**
 * What each bet gives back, stake included, by the hand that wins: player pays 1 to 1, banker 0.95 to
 * 1 (the 5% commission), tie 8 to 1; on a tie, player and banker bets are returned.
 */
export const BACCARAT_PAYS: Record<BaccaratBet, Record<BaccaratBet, number>> = {
  player: { player: 2, banker: 0, tie: 1 },
  banker: { player: 0, banker: 1.95, tie: 1 },
  tie: { player: 0, banker: 0, tie: 9 },
};

export interface BaccaratShow {
  game: 'baccarat';
  player: string[];
  banker: string[];
  playerPoints: number;
  bankerPoints: number;
  result: BaccaratBet;
}

/** A card from a draw: one of 52, as rank then suit ("10♥"). */
function cardOf(draw: number): string {
  const index = Math.floor(draw * 52);
  return `${itemAt(CARD_RANKS, index % 13)}${itemAt(CARD_SUITS, Math.floor(index / 13))}`;
}

/** A card's baccarat value: ace 1, two to nine their number, tens and pictures 0. */
export function baccaratValue(card: string): number {
  const rank = card.slice(0, -1);
  if (rank === 'A') return 1;
  const number = Number(rank);
  return Number.isInteger(number) && number < 10 ? number : 0;
}

export const baccaratPoints = (cards: readonly string[]) =>
  cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** Whether the banker draws a third card, given its points and the player's third card (null: none). */
export function bankerDraws(bankerPoints: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerPoints <= 5;
  switch (bankerPoints) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Deals a coup: two cards each, then the third cards by the rules (a natural 8 or 9 stops the deal). */
export function dealBaccarat(next: () => number): Omit<BaccaratShow, 'game'> {
  const player = [cardOf(next())];
  const banker = [cardOf(next())];
  player.push(cardOf(next()));
  banker.push(cardOf(next()));
  const natural = baccaratPoints(player) >= 8 || baccaratPoints(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (baccaratPoints(player) <= 5) {
      const card = cardOf(next());
      player.push(card);
      playerThird = baccaratValue(card);
    }
    if (bankerDraws(baccaratPoints(banker), playerThird)) banker.push(cardOf(next()));
  }
  const playerPoints = baccaratPoints(player);
  const bankerPoints = baccaratPoints(banker);
  const result = playerPoints > bankerPoints ? 'player' : bankerPoints > playerPoints ? 'banker' : 'tie';
  return { player, banker, playerPoints, bankerPoints, result };
}

export function baccaratDraw(next: () => number, bet: BaccaratBet): KindDraw<BaccaratShow> {
  const coup = dealBaccarat(next);
  return { multiple: BACCARAT_PAYS[bet][coup.result], outcome: { game: 'baccarat', ...coup } };
}

// Sabong: Meron (the favourite), Wala, or a draw; a draw returns Meron and Wala bets.

export const SABONG_BETS = ['meron', 'wala', 'draw'] as const;
export type SabongBet = (typeof SABONG_BETS)[number];

/** Each result's chance, and the odds (stake included) a bet on it pays. */
export const SABONG_ODDS: readonly { bet: SabongBet; chance: number; odds: number }[] = [
  { bet: 'meron', chance: 0.55, odds: 1.69 },
  { bet: 'wala', chance: 0.43, odds: 2.16 },
  { bet: 'draw', chance: 0.02, odds: 47 },
];

export interface SabongShow {
  game: 'sabong';
  result: SabongBet;
}

/** The result whose slice of [0, 1) holds the roll; the slices follow one another from 0 in table order. */
function sliceOf<T extends { chance: number }>(roll: number, table: readonly T[]): T {
  let edge = 0;
  for (const row of table) {
    edge += row.chance;
    if (roll < edge) return row;
  }
  return itemAt(table, table.length - 1);
}

export function sabongDraw(roll: number, bet: SabongBet): KindDraw<SabongShow> {
  const { bet: result } = sliceOf(roll, SABONG_ODDS);
  const odds = SABONG_ODDS.find((row) => row.bet === bet)?.odds ?? 0;
  const multiple = bet === result ? odds : result === 'draw' ? 1 : 0;
  return { multiple, outcome: { game: 'sabong', result } };
}

// Sports: one match, a 1X2 bet (1 home win, X draw, 2 away win) at fixed odds.

export const SPORTS_BETS = ['1', 'X', '2'] as const;
export type SportsBet = (typeof SPORTS_BETS)[number];

export const SPORTS_ODDS: readonly { bet: SportsBet; chance: number; odds: number }[] = [
  { bet: '1', chance: 0.45, odds: 2.11 },
  { bet: 'X', chance: 0.27, odds: 3.51 },
  { bet: '2', chance: 0.28, odds: 3.39 },
];

/** The two teams of each game's match: the game's node id picks one. */
export const SPORTS_MATCHES: readonly (readonly [string, string])[] = [
  ['Manila Eagles', 'Cebu Sharks'],
  ['Davao Tigers', 'Iloilo Warriors'],
  ['Baguio Pines', 'Bacolod Blaze'],
];

export const matchOf = (nodeId: number) => itemAt(SPORTS_MATCHES, nodeId % SPORTS_MATCHES.length);

export interface SportsShow {
  game: 'sports';
  result: SportsBet;
  /** Home goals, away goals. */
  score: [number, number];
}

/** The score: a draw ends 0-0 to 3-3; a win 1 to 4 goals, the loser fewer. */
function scoreOf(result: SportsBet, next: () => number): [number, number] {
  if (result === 'X') {
    const goals = Math.floor(next() * 4);
    return [goals, goals];
  }
  const winner = 1 + Math.floor(next() * 4);
  const loser = Math.floor(next() * winner);
  return result === '1' ? [winner, loser] : [loser, winner];
}

export function sportsDraw(roll: number, next: () => number, bet: SportsBet): KindDraw<SportsShow> {
  const { bet: result } = sliceOf(roll, SPORTS_ODDS);
  const odds = SPORTS_ODDS.find((row) => row.bet === bet)?.odds ?? 0;
  return {
    multiple: bet === result ? odds : 0,
    outcome: { game: 'sports', result, score: scoreOf(result, next) },
  };
}

// Lottery: pick three numbers of 1..20; five are drawn; two or three of yours drawn pay.

export const LOTTERY_HIGHEST = 20;
export const LOTTERY_PICKS = 3;
export const LOTTERY_DRAWN = 5;

/** What a ticket pays by how many of its numbers were drawn (stake included); others pay nothing. */
export const LOTTERY_PAYS: readonly { hits: number; multiple: number }[] = [
  { hits: 3, multiple: 48 },
  { hits: 2, multiple: 4 },
];

export interface LotteryShow {
  game: 'lottery';
  /** In the order drawn. */
  drawn: number[];
  hits: number;
}

export function lotteryDraw(next: () => number, picks: readonly number[]): KindDraw<LotteryShow> {
  const left = Array.from({ length: LOTTERY_HIGHEST }, (_, i) => i + 1);
  const drawn: number[] = [];
  for (let i = 0; i < LOTTERY_DRAWN; i += 1) drawn.push(...left.splice(Math.floor(next() * left.length), 1));
  const hits = picks.filter((n) => drawn.includes(n)).length;
  const multiple = LOTTERY_PAYS.find((row) => row.hits === hits)?.multiple ?? 0;
  return { multiple, outcome: { game: 'lottery', drawn, hits } };
}

/** A lottery pick as stored and sent: the numbers ascending, joined by "-" ("3-7-15"). */
export const lotteryPickText = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

/** The numbers of a pick, or null unless they are three different whole numbers of 1..20. */
export function lotteryNumbers(pick: string): number[] | null {
  const parts = pick.split('-');
  const numbers = parts.map(Number);
  const valid =
    parts.length === LOTTERY_PICKS &&
    parts.every((part) => /^[1-9][0-9]?$/.test(part)) &&
    numbers.every((n) => n >= 1 && n <= LOTTERY_HIGHEST) &&
    new Set(numbers).size === LOTTERY_PICKS;
  return valid ? numbers : null;
}

// Every kind together.

/** The selections a bet of each kind may name; the slot takes none, and lottery picks are numbers. */
const SELECTIONS: Partial<Record<PlayKind, readonly string[]>> = {
  table: ['A', 'B'],
  fishing: FISH_KEYS,
  baccarat: BACCARAT_BETS,
  sabong: SABONG_BETS,
  sports: SPORTS_BETS,
};

/** Whether a bet of this kind may name this pick (slot: none; lottery: see lotteryNumbers). */
export function pickIsValid(kind: PlayKind, pick: string | null): boolean {
  if (kind === 'slot') return pick === null;
  if (pick === null) return false;
  if (kind === 'lottery') return lotteryNumbers(pick) !== null;
  return SELECTIONS[kind]?.includes(pick) ?? false;
}

function numbersOf(pick: string): number[] {
  const numbers = lotteryNumbers(pick);
  if (!numbers) throw new Error(`lottery: not a pick: ${pick}`);
  return numbers;
}

/**
 * The result of a round from its digest: what it shows and the multiple its stake is paid back at,
 * for the bet named by `pick` (see pickIsValid; the slot ignores it).
 */
export function fairDraw(digest: Uint8Array, kind: PlayKind, pick: string | null = null): RoundDraw & { roll: number } {
  const { roll, draws } = fairNumbers(digest);
  let index = 0;
  const next = () => itemAt(draws, index++);
  if (kind !== 'slot' && !pickIsValid(kind, pick)) throw new Error(`fair draw: ${kind} cannot take ${pick}`);
  const chosen = pick ?? '';
  const draw = (): RoundDraw => {
    switch (kind) {
      case 'slot':
        return slotDraw(roll, next);
      case 'table':
        return tableDraw(roll, chosen as 'A' | 'B', next);
      case 'fishing':
        return fishingDraw(roll, chosen as FishKey);
      case 'baccarat':
        return baccaratDraw(next, chosen as BaccaratBet);
      case 'sabong':
        return sabongDraw(roll, chosen as SabongBet);
      case 'sports':
        return sportsDraw(roll, next, chosen as SportsBet);
      case 'lottery':
        return lotteryDraw(next, numbersOf(chosen));
    }
  };
  return { roll, ...draw() };
}
