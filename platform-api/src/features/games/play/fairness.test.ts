import { createHash, createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PATHS,
  PLAY_TICKET_HEADER,
  type BetFairness,
  type FairCommitment,
  type FairRotation,
  type PlayRoundValue,
} from '@platform/shared/contract';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../../testing/test-app';
import { addLedgerEntry } from '../../ledger/ledger';
import { launchTicket, playRoundCall, tokenOf } from '../testing/lobby-calls';
import { drawOutcome } from './outcomes';

let t: TestApp;
let opened: TestApp[] = [];
async function open(): Promise<TestApp> {
  t = await createTestApp();
  opened.push(t);
  return t;
}
beforeEach(async () => {
  await open();
});
afterEach(async () => {
  await Promise.all(opened.map(closeTestApp));
  opened = [];
});

const PEDRO = 1003;
const SLOT = 5001;
const BACCARAT = 5201;
const SABONG = 5601;

function fund(app: TestApp, cents: number): void {
  addLedgerEntry(app.db, { memberId: PEDRO, amountCents: cents, kind: 'adjustment', reference: 'test', at: 1 });
}

async function pedro(app = t, nodeId = SLOT): Promise<{ token: string; ticket: string }> {
  const token = await tokenOf(app.app, 'player40', 'player123');
  return { token, ticket: (await launchTicket(app.app, token, { nodeId })).ticket };
}

async function play(ticket: string, body: object, app = t): Promise<PlayRoundValue> {
  return valueOf<PlayRoundValue>(await playRoundCall(app.app, ticket, body));
}

const withTicket = (ticket: string) => ({ [PLAY_TICKET_HEADER]: ticket });
const commitment = async (headers: Record<string, string>) =>
  valueOf<FairCommitment>(await call(t.app, { method: 'GET', url: PATHS.play.fairness, headers }));
const rotate = async (headers: Record<string, string>) =>
  valueOf<FairRotation>(await call(t.app, { method: 'POST', url: PATHS.play.rotate, headers }));
const betFairness = async (token: string, roundId: string) =>
  valueOf<BetFairness | null>(
    await call(t.app, { method: 'GET', url: PATHS.play.betFairness, query: { roundId }, headers: bearer(token) }),
  );

/** The next round id as the old scheme numbered rounds: the last one's number plus one. */
function nextRoundId(last: string): string {
  const [vendor, number] = last.split('-');
  return `${vendor}-${String(Number(number) + 1).padStart(8, '0')}`;
}

describe('what a player sees before betting', () => {
  it(
    'no longer tells the result: betting on the side the next round id predicts wins about half the time',
    { timeout: 60_000 },
    async () => {
      fund(t, 1_000_000);
      const { ticket } = await pedro(t, BACCARAT);
      let last = (await play(ticket, { stake: 10, pick: 'banker' })).roundId;
      let wins = 0;
      const ROUNDS = 200;
      for (let i = 0; i < ROUNDS; i += 1) {
        // The old attack: the round id is known before the bet, and the result was a hash of it.
        const predicted = drawOutcome(nextRoundId(last), 'table', 1000, 'A').outcome;
        if (!('winner' in predicted)) throw new Error('a table round has a winner');
        const round = await play(ticket, { stake: 10, pick: predicted.winner === 'A' ? 'banker' : 'player' });
        if (round.win) wins += 1;
        last = round.roundId;
      }
      // Chance is under 0.5 (ties); 0.65 is more than four standard deviations above it over 200 rounds.
      expect(wins / ROUNDS).toBeLessThan(0.65);
    },
  );

  it(
    'does not decide the result by the round id: the same ids on two fresh platforms give different rounds',
    { timeout: 60_000 },
    async () => {
      const other = await open();
      const first = opened[0];
      if (!first) throw new Error('two platforms');
      const a = await pedro(first);
      const b = await pedro(other);
      const results: string[][] = [[], []];
      for (let i = 0; i < 30; i += 1) {
        const one = await play(a.ticket, { stake: 1 }, first);
        const two = await play(b.ticket, { stake: 1 }, other);
        expect(one.roundId).toBe(two.roundId);
        results[0]?.push(JSON.stringify(one.outcome));
        results[1]?.push(JSON.stringify(two.outcome));
      }
      expect(results[0]).not.toEqual(results[1]);
    },
  );
});

describe('the seed pair', () => {
  it('is committed before play, and its server seed is never shown until rotated', async () => {
    const { token, ticket } = await pedro();
    const before = await commitment(withTicket(ticket));
    expect(before.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.clientSeed).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(before.nextNonce).toBe(0);
    // The member's site sees the same pair with the bearer token.
    expect(await commitment(bearer(token))).toEqual(before);

    const round = await play(ticket, { stake: 1 });
    expect(round.fairness).toEqual({ serverSeedHash: before.serverSeedHash, clientSeed: before.clientSeed, nonce: 0 });
    expect((await commitment(withTicket(ticket))).nextNonce).toBe(1);
    const unrevealed = await betFairness(token, round.roundId);
    expect(unrevealed).toMatchObject({ roundId: round.roundId, serverSeed: null, nonce: 0 });
    // Nothing the player can read holds the seed before the rotation.
    const seed = t.db
      .prepare<[], { seed: string }>('SELECT server_seed AS seed FROM fair_seeds WHERE member_id = 1003')
      .get()?.seed;
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const seen = JSON.stringify([before, round, unrevealed, await commitment(withTicket(ticket))]);
    expect(seen).not.toContain(seed);

    const { revealed, commitment: next } = await rotate(withTicket(ticket));
    expect(revealed).toEqual({
      serverSeed: seed,
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
      rounds: 1,
    });
    expect(
      createHash('sha256')
        .update(Buffer.from(seed ?? '', 'hex'))
        .digest('hex'),
    ).toBe(before.serverSeedHash);
    expect(next.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(next.nextNonce).toBe(0);
    expect((await betFairness(token, round.roundId))?.serverSeed).toBe(seed);
  });

  it('is shown on the game page: the committed hash, the client seed to change, the next nonce', async () => {
    const token = await tokenOf(t.app, 'player40', 'player123');
    const { url, ticket } = await launchTicket(t.app, token, { nodeId: SLOT, language: 'EN' });
    const { serverSeedHash, clientSeed } = await commitment(withTicket(ticket));
    const html = (await t.app.inject({ method: 'GET', url })).body;
    expect(html).toContain(`<code id="fair-hash">${serverSeedHash}</code>`);
    expect(html).toContain(`id="client-seed" name="clientSeed" type="text" value="${clientSeed}"`);
    expect(html).toContain('<output id="fair-nonce">0</output>');
    expect(html).toContain('Change client seed');
    const tagalog = (
      await t.app.inject({ method: 'GET', url: (await launchTicket(t.app, token, { nodeId: SLOT })).url })
    ).body;
    expect(tagalog).toContain('Palitan ang client seed');
  });

  it('takes a client seed the player chooses, which starts a new pair and reveals the old one', async () => {
    const { ticket } = await pedro();
    const before = await commitment(withTicket(ticket));
    await play(ticket, { stake: 1 });
    const set = await call(t.app, {
      method: 'PUT',
      url: PATHS.play.clientSeed,
      headers: withTicket(ticket),
      payload: { clientSeed: 'lucky-Pedro_7' },
    });
    const { revealed, commitment: next } = valueOf<FairRotation>(set);
    expect(revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(next).toMatchObject({ clientSeed: 'lucky-Pedro_7', nextNonce: 0 });
    expect(next.serverSeedHash).not.toBe(before.serverSeedHash);
    expect((await play(ticket, { stake: 1 })).fairness).toMatchObject({ clientSeed: 'lucky-Pedro_7', nonce: 0 });
    for (const clientSeed of ['', 'has space', 'x'.repeat(33), 'semi:colon']) {
      const refused = await call(t.app, {
        method: 'PUT',
        url: PATHS.play.clientSeed,
        headers: withTicket(ticket),
        payload: { clientSeed },
      });
      expect(errorOf(refused)).toMatchObject({ errorCode: 'request.malformed', data: { field: 'clientSeed' } });
    }
  });

  it('answers only for the member’s own rounds, and needs a ticket or a session', async () => {
    const { ticket } = await pedro();
    const round = await play(ticket, { stake: 1 });
    const someoneElse = await tokenOf(t.app, 'member01', 'member123');
    expect(await betFairness(someoneElse, round.roundId)).toBeNull();
    expect((await call(t.app, { method: 'GET', url: PATHS.play.fairness })).statusCode).toBe(401);
    expect((await call(t.app, { method: 'POST', url: PATHS.play.rotate })).statusCode).toBe(401);
    // A round of the demo history was drawn without seeds.
    const history = t.db
      .prepare<[], { roundId: string }>('SELECT round_id AS roundId FROM bets WHERE member_id = 1001 LIMIT 1')
      .get();
    expect(await betFairness(someoneElse, history?.roundId ?? '')).toBeNull();
  });
});

/**
 * The check a player makes by hand (remote-lobby/README.md), written again from the scheme's words
 * with node:crypto alone: it shares no code with the server.
 */
function checkByHand(seedHex: string, clientSeed: string, nonce: number) {
  const digest = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${clientSeed}:${nonce}`).digest();
  const roll = digest.readUIntBE(0, 6) / 2 ** 48;
  const draws = [0, 1, 2, 3, 4, 5].map((i) => digest.readUInt32BE(6 + 4 * i) / 2 ** 32);
  return { roll, draws };
}

const LINES: [string, number, number][] = [
  ['seven', 50, 0.0012],
  ['bar', 25, 0.004],
  ['star', 10, 0.025],
  ['diamond', 5, 0.04],
  ['heart', 2, 0.09],
  ['club', 1, 0.1],
  ['spade', 0.5, 0.12],
];
const SYMBOLS = LINES.map(([symbol]) => symbol);

function slotByHand(roll: number, draws: number[]): { multiple: number; reels: string[] } {
  let edge = 0;
  for (const [symbol, multiple, chance] of LINES) {
    edge += chance;
    if (roll < edge) return { multiple, reels: [symbol, symbol, symbol] };
  }
  const [a = 0, b = 0, c = 0] = draws.slice(0, 3).map((d) => Math.floor(d * 7));
  return { multiple: 0, reels: [a, b, a === b && c === a ? (c + 1) % 7 : c].map((i) => SYMBOLS[i] ?? '?') };
}

type SabongPick = 'meron' | 'wala' | 'draw';
const SABONG_PICKS: SabongPick[] = ['meron', 'wala', 'draw'];

/** A fight: Meron below 0.55, Wala below 0.98, else a draw, which returns Meron and Wala bets. */
function sabongByHand(roll: number, pick: SabongPick): { result: SabongPick; multiple: number } {
  const result = roll < 0.55 ? 'meron' : roll < 0.98 ? 'wala' : 'draw';
  const odds = { meron: 1.69, wala: 2.16, draw: 47 }[pick];
  return { result, multiple: pick === result ? odds : result === 'draw' ? 1 : 0 };
}

describe('1,000 rounds', () => {
  it('each recompute from the revealed seed, by hand, to what was paid and shown', { timeout: 60_000 }, async () => {
    fund(t, 10_000_000);
    const slot = await pedro(t, SLOT);
    const sabong = (await launchTicket(t.app, slot.token, { nodeId: SABONG })).ticket;
    const rounds: { value: PlayRoundValue; kind: 'slot' | 'sabong'; pick: SabongPick; stake: number }[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const kind = i % 4 === 3 ? 'sabong' : 'slot';
      const pick = SABONG_PICKS[Math.floor(i / 4) % 3] ?? 'meron';
      const stake = kind === 'slot' ? 1 : 20;
      const value = await play(kind === 'slot' ? slot.ticket : sabong, kind === 'slot' ? { stake } : { stake, pick });
      rounds.push({ value, kind, pick, stake });
      // A rotation part-way through: rounds under both pairs are checked.
      if (i === 499) await rotate(withTicket(slot.ticket));
    }
    await rotate(withTicket(slot.ticket));
    const seeds = new Map(
      t.db
        .prepare<[], { hash: string; seed: string }>(
          'SELECT server_seed_hash AS hash, server_seed AS seed FROM fair_seeds',
        )
        .all()
        .map((row) => [row.hash, row.seed]),
    );
    const nonces = new Set<string>();
    for (const { value, kind, pick, stake } of rounds) {
      const revealed = await betFairness(slot.token, value.roundId);
      const seed = revealed?.serverSeed ?? '';
      expect(seeds.get(value.fairness.serverSeedHash)).toBe(seed);
      expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(value.fairness.serverSeedHash);
      const { roll, draws } = checkByHand(seed, value.fairness.clientSeed, value.fairness.nonce);
      nonces.add(`${value.fairness.serverSeedHash}:${value.fairness.nonce}`);
      if (kind === 'slot') {
        const expected = slotByHand(roll, draws);
        expect(value.outcome).toEqual({ reels: expected.reels });
        expect(value.payout).toBe(Math.floor(stake * 100 * expected.multiple) / 100);
      } else {
        const { result, multiple } = sabongByHand(roll, pick);
        expect(value.outcome).toEqual({ game: 'sabong', result });
        expect(value.payout).toBe(Math.floor(stake * 100 * multiple) / 100);
      }
      expect(revealed).toMatchObject({ outcome: value.outcome, payout: value.payout, nonce: value.fairness.nonce });
    }
    // Every round used its own nonce.
    expect(nonces.size).toBe(1000);
  });
});
