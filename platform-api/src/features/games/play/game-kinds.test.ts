import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACCARAT_BETS,
  bankerDraws,
  baccaratDraw,
  CARD_RANKS,
  CARD_SUITS,
  dealBaccarat,
  fairDraw,
  FISH,
  fishingDraw,
  lotteryDraw,
  lotteryNumbers,
  matchOf,
  payoutOf,
  pickIsValid,
  SABONG_ODDS,
  sabongDraw,
  SPORTS_ODDS,
  sportsDraw,
  type BetFairness,
  type GameType,
  type PlayKind,
  type PlayRoundValue,
  PATHS,
} from '@platform/shared/contract';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../../testing/test-app';
import { addLedgerEntry, balanceCents } from '../../ledger/ledger';
import { launchTicket, playRoundCall, tokenOf } from '../testing/lobby-calls';
import { rotatePair, roundDigest } from './fair-seeds';
import { fairOutcome, playKindOf } from './outcomes';
import { renderGamePage } from './page';
import { PAGE_TEXT } from './page-text';

/** A draw that deals this card ("9♠"): the middle of its 1/52 slice. */
function drawOf(card: string): number {
  const rank = CARD_RANKS.indexOf(card.slice(0, -1) as (typeof CARD_RANKS)[number]);
  const suit = CARD_SUITS.indexOf(card.slice(-1) as (typeof CARD_SUITS)[number]);
  if (rank < 0 || suit < 0) throw new Error(`no card ${card}`);
  return (suit * 13 + rank + 0.5) / 52;
}

/** `next` for a deal of these cards, in dealing order; it fails if more are dealt. */
function dealing(...cards: string[]): () => number {
  const draws = cards.map(drawOf);
  return () => {
    const draw = draws.shift();
    if (draw === undefined) throw new Error('a card too many was dealt');
    return draw;
  };
}

const SEED = 'ab'.repeat(32);
const digestOf = (nonce: number, clientSeed = 'kinds') => roundDigest(SEED, clientSeed, nonce);

describe('outcome derivation', () => {
  it.each<[PlayKind, string | null]>([
    ['slot', null],
    ['fishing', 'turtle'],
    ['baccarat', 'banker'],
    ['sabong', 'meron'],
    ['sports', 'X'],
    ['lottery', '3-7-15'],
  ])('of a %s round follows only from the server seed, the client seed and the nonce', (kind, pick) => {
    const same = fairOutcome(digestOf(5), kind, 1000, pick);
    expect(fairOutcome(digestOf(5), kind, 1000, pick)).toEqual(same);
    // Other nonces, another client seed or another server seed draw other rounds.
    const rounds = (seed: string, clientSeed: string) =>
      Array.from({ length: 20 }, (_, n) =>
        JSON.stringify(fairOutcome(roundDigest(seed, clientSeed, n), kind, 1000, pick)),
      );
    const base = rounds(SEED, 'kinds');
    expect(new Set(base).size).toBeGreaterThan(1);
    expect(rounds(SEED, 'other')).not.toEqual(base);
    expect(rounds('cd'.repeat(32), 'kinds')).not.toEqual(base);
  });

  it('refuses a pick the kind does not take', () => {
    expect(() => fairDraw(digestOf(1), 'baccarat', 'red')).toThrow();
    expect(() => fairDraw(digestOf(1), 'lottery', '1-2')).toThrow();
    expect(pickIsValid('slot', null)).toBe(true);
    expect(pickIsValid('slot', 'banker')).toBe(false);
    expect(pickIsValid('sports', '1')).toBe(true);
    expect(pickIsValid('sports', 'home')).toBe(false);
    expect(pickIsValid('sabong', null)).toBe(false);
  });
});

describe('baccarat', () => {
  it('stops at a natural: neither hand takes a third card', () => {
    expect(dealBaccarat(dealing('4♠', '2♥', '5♦', '3♣'))).toEqual({
      player: ['4♠', '5♦'],
      banker: ['2♥', '3♣'],
      playerPoints: 9,
      bankerPoints: 5,
      result: 'player',
    });
  });

  it('draws the player’s third card on 0 to 5 and the banker’s by its table', () => {
    // Player 2+3 = 5 draws a 6; banker 6 draws on a player's 6 or 7.
    expect(dealBaccarat(dealing('2♠', '3♥', '3♦', '3♣', '6♠', 'K♥'))).toMatchObject({
      player: ['2♠', '3♦', '6♠'],
      banker: ['3♥', '3♣', 'K♥'],
      result: 'banker',
    });
    // Banker 6 stands on a player's 5: the deal ends after five cards.
    expect(dealBaccarat(dealing('2♠', '3♥', '3♦', '3♣', '5♠'))).toMatchObject({
      playerPoints: 0,
      bankerPoints: 6,
      result: 'banker',
    });
    // Player 7 stands; banker 5 then draws as when the player stood.
    expect(dealBaccarat(dealing('7♠', '2♥', 'Q♦', '3♣', '2♦'))).toMatchObject({
      player: ['7♠', 'Q♦'],
      banker: ['2♥', '3♣', '2♦'],
      result: 'tie',
    });
  });

  it('follows the banker’s drawing table', () => {
    const draws = (points: number) =>
      [null, ...Array.from({ length: 10 }, (_, i) => i)].filter((third) => bankerDraws(points, third));
    expect(draws(2)).toEqual([null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(draws(3)).toEqual([null, 0, 1, 2, 3, 4, 5, 6, 7, 9]);
    expect(draws(4)).toEqual([null, 2, 3, 4, 5, 6, 7]);
    expect(draws(5)).toEqual([null, 4, 5, 6, 7]);
    expect(draws(6)).toEqual([6, 7]);
    expect(draws(7)).toEqual([]);
  });

  it('pays banker 0.95 to 1, player 1 to 1, tie 8 to 1, and returns banker and player bets on a tie', () => {
    const bankerWins = () => dealing('2♠', '4♥', '3♦', '4♣');
    const playerWins = () => dealing('4♠', '2♥', '5♦', '3♣');
    const tie = () => dealing('7♠', '2♥', 'Q♦', '3♣', '2♦');
    const multiple = (deal: () => () => number, bet: (typeof BACCARAT_BETS)[number]) =>
      baccaratDraw(deal(), bet).multiple;
    expect([multiple(bankerWins, 'banker'), multiple(bankerWins, 'player'), multiple(bankerWins, 'tie')]).toEqual([
      1.95, 0, 0,
    ]);
    expect([multiple(playerWins, 'banker'), multiple(playerWins, 'player'), multiple(playerWins, 'tie')]).toEqual([
      0, 2, 0,
    ]);
    expect([multiple(tie, 'banker'), multiple(tie, 'player'), multiple(tie, 'tie')]).toEqual([1, 1, 9]);
  });
});

describe('sabong, sports, lottery and fishing', () => {
  it('sabong: Meron, Wala or a draw by the roll; a draw returns Meron and Wala bets', () => {
    const [meron, wala, draw] = SABONG_ODDS.map((row) => row.odds);
    expect(sabongDraw(0.1, 'meron')).toEqual({ multiple: meron, outcome: { game: 'sabong', result: 'meron' } });
    expect(sabongDraw(0.1, 'wala').multiple).toBe(0);
    expect(sabongDraw(0.6, 'wala')).toEqual({ multiple: wala, outcome: { game: 'sabong', result: 'wala' } });
    expect(sabongDraw(0.99, 'draw')).toEqual({ multiple: draw, outcome: { game: 'sabong', result: 'draw' } });
    expect([sabongDraw(0.99, 'meron').multiple, sabongDraw(0.99, 'wala').multiple]).toEqual([1, 1]);
  });

  it('sports: 1X2 by the roll at the listed odds, with a score that agrees', () => {
    const odds = Object.fromEntries(SPORTS_ODDS.map((row) => [row.bet, row.odds]));
    for (let i = 0; i < 200; i += 1) {
      const { outcome, multiple } = fairDraw(digestOf(i), 'sports', '1');
      if (!('game' in outcome) || outcome.game !== 'sports') throw new Error('a sports round');
      const [home, away] = outcome.score;
      expect(outcome.result).toBe(home > away ? '1' : home === away ? 'X' : '2');
      expect(multiple).toBe(outcome.result === '1' ? odds['1'] : 0);
    }
    const next = () => 0.5;
    expect(sportsDraw(0.44, next, 'X').outcome.result).toBe('1');
    expect(sportsDraw(0.5, next, 'X')).toMatchObject({ multiple: odds.X, outcome: { result: 'X' } });
    expect(sportsDraw(0.9, next, '2')).toMatchObject({ multiple: odds['2'], outcome: { result: '2' } });
  });

  it('lottery: five different numbers of 1..20; three matches pay 48, two pay 4', () => {
    const drawing =
      (...draws: number[]) =>
      () =>
        draws.shift() ?? 0;
    // Each draw takes the number at ⌊d × left⌋ of those left: 1, then 2, 3, 4, 5.
    const { outcome } = lotteryDraw(drawing(0, 0, 0, 0, 0), [1, 2, 3]);
    expect(outcome).toEqual({ game: 'lottery', drawn: [1, 2, 3, 4, 5], hits: 3 });
    expect(lotteryDraw(drawing(0, 0, 0, 0, 0), [1, 2, 3]).multiple).toBe(48);
    expect(lotteryDraw(drawing(0, 0, 0, 0, 0), [1, 2, 20]).multiple).toBe(4);
    expect(lotteryDraw(drawing(0, 0, 0, 0, 0), [1, 19, 20]).multiple).toBe(0);
    expect(lotteryDraw(drawing(0.999, 0.999, 0, 0, 0), [20, 19, 1]).outcome.drawn).toEqual([20, 19, 1, 2, 3]);
    for (let i = 0; i < 200; i += 1) {
      const { outcome } = fairDraw(digestOf(i), 'lottery', '1-2-3');
      if (!('game' in outcome) || outcome.game !== 'lottery') throw new Error('a lottery round');
      expect(new Set(outcome.drawn).size).toBe(5);
      expect(outcome.drawn.every((n) => n >= 1 && n <= 20)).toBe(true);
    }
    expect(lotteryNumbers('3-7-15')).toEqual([3, 7, 15]);
    for (const bad of ['3-3-15', '0-7-15', '3-7-21', '3-7', '3-7-15-16', '03-7-15', 'a-b-c']) {
      expect(lotteryNumbers(bad)).toBeNull();
    }
  });

  it('fishing: a fish paying m is caught when the roll is below 0.95 / m', () => {
    for (const { fish, multiple } of FISH) {
      expect(fishingDraw(0.95 / multiple - 1e-9, fish)).toEqual({
        multiple,
        outcome: { game: 'fishing', fish, caught: true },
      });
      expect(fishingDraw(0.95 / multiple, fish).multiple).toBe(0);
    }
  });

  it.each<[PlayKind, string, number, number]>([
    ['fishing', 'crab', 0.91, 0.99],
    ['baccarat', 'banker', 0.97, 1.01],
    ['baccarat', 'player', 0.97, 1.01],
    ['sabong', 'wala', 0.92, 0.97],
    ['sports', '2', 0.92, 0.98],
    ['lottery', '4-9-16', 0.85, 1.05],
  ])('%s on %s returns what its rules table says over 40,000 rounds', (kind, pick, low, high) => {
    let paid = 0;
    const ROUNDS = 40_000;
    for (let i = 0; i < ROUNDS; i += 1) paid += fairOutcome(digestOf(i, 'rtp'), kind, 100, pick).payoutCents;
    expect(paid / (ROUNDS * 100)).toBeGreaterThan(low);
    expect(paid / (ROUNDS * 100)).toBeLessThan(high);
  });
});

describe('rounds of each category through the API', () => {
  // One platform for all: each case reads only its own game's rounds and the ledger around its call.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    addLedgerEntry(t.db, { memberId: PEDRO, amountCents: 1_000_000, kind: 'adjustment', reference: 'test', at: 1 });
  }, 20_000);
  afterAll(async () => {
    await closeTestApp(t);
  });

  const PEDRO = 1003;

  const CASES: [string, number, object][] = [
    ['a slot', 5001, { stake: 1 }],
    ['a fishing shot', 5101, { stake: 1.5, pick: 'shark' }],
    ['a baccarat coup', 5201, { stake: 10.01, pick: 'banker' }],
    ['a card table coup', 5301, { stake: 2, pick: 'tie' }],
    ['a sabong fight', 5601, { stake: 20, pick: 'draw' }],
    ['a 1X2 bet', 5401, { stake: 10, pick: 'X' }],
    ['an esports 1X2 bet', 5501, { stake: 10, pick: '2' }],
    ['a lottery ticket', 5711, { stake: 1, numbers: [15, 3, 7] }],
  ];

  it.each(CASES)(
    '%s: the ledger moves by the stake and the payout, and the round recomputes from its seeds',
    async (_case, nodeId, body) => {
      const token = await tokenOf(t.app, 'player40', 'player123');
      const { ticket } = await launchTicket(t.app, token, { nodeId });
      const game = t.db
        .prepare<[number], { type: GameType }>('SELECT game_type AS type FROM games WHERE node_id = ?')
        .get(nodeId);
      if (!game) throw new Error(`no game ${nodeId}`);
      const kind = playKindOf(game.type);
      for (let i = 0; i < 5; i += 1) {
        const before = balanceCents(t.db, PEDRO);
        const round = valueOf<PlayRoundValue>(await playRoundCall(t.app, ticket, body));
        const stakeCents = Math.round(round.stake * 100);
        const payoutCents = Math.round(round.payout * 100);
        expect(stakeCents).toBe(Math.round((body as { stake: number }).stake * 100));
        const entries = t.db
          .prepare<[string], { kind: string; amount: number }>(
            'SELECT kind, amount_cents AS amount FROM ledger WHERE reference = ? ORDER BY id',
          )
          .all(round.roundId);
        expect(entries).toEqual([
          { kind: 'bet', amount: -stakeCents },
          ...(payoutCents > 0 ? [{ kind: 'settlement', amount: payoutCents }] : []),
        ]);
        expect(balanceCents(t.db, PEDRO)).toBe(before - stakeCents + payoutCents);
        expect(round.wallet.sumBalance).toBe((before - stakeCents + payoutCents) / 100);
        expect('reels' in round.outcome ? 'slot' : 'game' in round.outcome ? round.outcome.game : 'table').toBe(kind);
      }
      // Once revealed, every round's record recomputes to what was shown and paid.
      const rounds = t.db
        .prepare<[number, number], { roundId: string }>(
          'SELECT round_id AS roundId FROM bets WHERE member_id = ? AND node_id = ? AND seed_id IS NOT NULL ORDER BY id',
        )
        .all(PEDRO, nodeId);
      expect(rounds.length % 5).toBe(0);
      rotatePair(t.db, PEDRO, t.clock.now());
      for (const { roundId } of rounds) {
        const fairness = valueOf<BetFairness>(
          await call(t.app, { method: 'GET', url: PATHS.play.betFairness, query: { roundId }, headers: bearer(token) }),
        );
        expect(fairness.kind).toBe(kind);
        const digest = roundDigest(fairness.serverSeed ?? '', fairness.clientSeed, fairness.nonce);
        const again = fairOutcome(digest, fairness.kind, Math.round(fairness.stake * 100), fairness.pick ?? null);
        expect(again).toEqual({ outcome: fairness.outcome, payoutCents: Math.round(fairness.payout * 100) });
      }
    },
  );

  it.each<[string, number, object, string, string]>([
    ['an unknown baccarat bet', 5201, { stake: 10, pick: 'red' }, 'pick', 'request.malformed'],
    ['a baccarat round with no bet', 5201, { stake: 10 }, 'pick', 'request.malformed'],
    ['the old side on a baccarat table', 5201, { stake: 10, side: 'A' }, 'pick', 'request.malformed'],
    ['a pick on a slot', 5001, { stake: 1, pick: 'meron' }, 'pick', 'request.malformed'],
    ['a sabong bet on a team', 5601, { stake: 20, pick: '1' }, 'pick', 'request.malformed'],
    ['an unknown fish', 5101, { stake: 1, pick: 'whale' }, 'pick', 'request.malformed'],
    ['two lottery numbers', 5711, { stake: 1, numbers: [1, 2] }, 'numbers', 'request.malformed'],
    ['a lottery number twice', 5711, { stake: 1, numbers: [1, 2, 2] }, 'numbers', 'request.malformed'],
    ['a lottery number above 20', 5711, { stake: 1, numbers: [1, 2, 21] }, 'numbers.2', 'request.malformed'],
    ['a lottery ticket as a pick', 5711, { stake: 1, pick: '1' }, 'numbers', 'request.malformed'],
    ['a stake of nothing', 5101, { stake: 0, pick: 'crab' }, 'stake', 'validation'],
    ['a stake with three decimals', 5401, { stake: 10.005, pick: '1' }, 'stake', 'validation'],
    ['a stake below the minimum bet', 5601, { stake: 19.99, pick: 'meron' }, 'stake', 'request.malformed'],
  ])('refuses %s and writes nothing', async (_case, nodeId, body, field, code) => {
    const token = await tokenOf(t.app, 'player40', 'player123');
    const { ticket } = await launchTicket(t.app, token, { nodeId });
    const count = () => t.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM ledger').get()?.n;
    const before = { ledger: count(), balance: balanceCents(t.db, PEDRO) };
    const response = await playRoundCall(t.app, ticket, body);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.errorCode).toMatch(new RegExp(`^${code}`));
    expect(error.data).toMatchObject({ field });
    expect({ ledger: count(), balance: balanceCents(t.db, PEDRO) }).toEqual(before);
  });
});

describe('payouts in centavos', () => {
  it('are the stake times the odds, rounded down, with no floating-point shortfall', () => {
    expect(payoutOf(1900, 2.11)).toBe(4009);
    expect(payoutOf(1100, 3.51)).toBe(3861);
    expect(payoutOf(1001, 1.95)).toBe(1951);
    expect(payoutOf(100, 1.95)).toBe(195);
    for (let cents = 1; cents <= 20_000; cents += 1) {
      for (const { odds } of [...SPORTS_ODDS, ...SABONG_ODDS]) {
        expect(payoutOf(cents, odds)).toBe(Math.floor((cents * Math.round(odds * 100)) / 100));
      }
    }
  });
});

describe('the game page of each kind', () => {
  const model = (kind: PlayKind, language: 'EN' | 'TY') => ({
    nodeId: 5401,
    gameName: 'Game',
    vendorName: 'Vendor',
    kind,
    language,
    wallet: { sumBalance: 500, currencySymbol: '₱' },
    stakes: [10, 20],
    fairness: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'seed', nextNonce: 0 },
  });
  const KINDS: [Exclude<PlayKind, 'table'>, number][] = [
    ['slot', 0],
    ['fishing', FISH.length],
    ['baccarat', BACCARAT_BETS.length],
    ['sabong', SABONG_ODDS.length],
    ['sports', SPORTS_ODDS.length],
    ['lottery', 0],
  ];

  it.each(KINDS)('%s: one named button, its bets, its rules, in both languages and small', (kind, picks) => {
    for (const language of ['EN', 'TY'] as const) {
      const html = renderGamePage(model(kind, language));
      const text = PAGE_TEXT[language];
      const action = kind === 'slot' ? text.spin : text.kinds[kind].action;
      expect(html).toContain(`<html lang="${text.htmlLang}">`);
      expect(html.match(/<button type="button" id="play"[^>]*>([^<]*)<\/button>/)?.[1]).toBe(action);
      expect(html.match(/name="pick"/g)?.length ?? 0).toBe(picks);
      // Every placeholder the server fills is filled; the script's own stay in its config.
      const body = html.slice(html.indexOf('<body>'));
      expect(body).not.toMatch(/\{\w+\}/);
      expect(html.length).toBeLessThan(16_000);
    }
  });

  it('shows the odds from the rules tables, and the sportsbook its match and bet slip', () => {
    const sports = renderGamePage(model('sports', 'TY'));
    const [home, away] = matchOf(5401);
    expect(sports).toContain(`1 · ${home} <b>2.11</b>`);
    expect(sports).toContain(`2 · ${away} <b>3.39</b>`);
    expect(sports).toContain('Tiket ng taya');
    expect(renderGamePage(model('baccarat', 'EN'))).toMatch(/Banker <b>0.95:1<\/b>.*Tie <b>8:1<\/b>/s);
    expect(renderGamePage(model('sabong', 'EN'))).toContain('Draw <b>47.00</b>');
    expect(renderGamePage(model('lottery', 'EN')).match(/name="numbers"/g)).toHaveLength(20);
    expect(renderGamePage(model('lottery', 'TY'))).toContain('Kapag 3 ang tumama, 48× ng taya ang bayad');
  });
});
