import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS, type PlayRoundValue, type WalletSummary } from '@platform/shared/contract';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../db/connection';
import { seedDatabase } from '../../../db/seed';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../../testing/test-app';
import { addLedgerEntry, balanceCents } from '../../ledger/ledger';
import { launchTicket, playRoundCall, tokenOf } from '../testing/lobby-calls';
import { currentPair, roundDigest, seedHash } from './fair-seeds';
import { drawOutcome, fairOutcome, RETURN_TO_PLAYER, SLOT_PAYTABLE, TABLE_MULTIPLE } from './outcomes';

let t: TestApp;
let opened: TestApp[] = [];
async function open(options: Parameters<typeof createTestApp>[0] = {}): Promise<void> {
  t = await createTestApp(options);
  opened.push(t);
}
afterEach(async () => {
  await Promise.all(opened.map(closeTestApp));
  opened = [];
});

const PEDRO = 1003;

interface Counts {
  bets: number;
  ledger: number;
}
const counts = (): Counts =>
  t.db
    .prepare<[], Counts>('SELECT (SELECT COUNT(*) FROM bets) AS bets, (SELECT COUNT(*) FROM ledger) AS ledger')
    .get() ?? { bets: -1, ledger: -1 };

async function pedroTicket(nodeId = 5001, app = t.app): Promise<{ token: string; ticket: string }> {
  const token = await tokenOf(app, 'player40', 'player123');
  return { token, ticket: (await launchTicket(app, token, { nodeId })).ticket };
}

/** Leaves Pedro with exactly this many centavos. */
function setBalance(cents: number, db = t.db): void {
  const change = cents - balanceCents(db, PEDRO);
  if (change !== 0)
    addLedgerEntry(db, { memberId: PEDRO, amountCents: change, kind: 'adjustment', reference: 'test', at: 1 });
}

describe('a round', () => {
  // The first test of the file also pays for the seed; on a busy machine that takes a while.
  it(
    'places the bet and settles it: one bet row, its ledger entries, and the wallet is their sum',
    { timeout: 20_000 },
    async () => {
      await open();
      const { token, ticket } = await pedroTicket(5001);
      const seen = { wins: 0, losses: 0 };
      for (let round = 0; round < 40 && (seen.wins === 0 || seen.losses === 0); round += 1) {
        const before = balanceCents(t.db, PEDRO);
        const value = valueOf<PlayRoundValue>(await playRoundCall(t.app, ticket, { stake: 1 }));
        const bet = t.db
          .prepare<
            [string],
            { memberId: number; nodeId: number; stake: number; payout: number; winLoss: number; vendor: string }
          >(
            `SELECT member_id AS memberId, node_id AS nodeId, stake_cents AS stake, payout_cents AS payout,
                  win_loss_cents AS winLoss, vendor FROM bets WHERE round_id = ?`,
          )
          .get(value.roundId);
        expect(bet).toEqual({
          memberId: PEDRO,
          nodeId: 5001,
          stake: 100,
          payout: Math.round(value.payout * 100),
          winLoss: Math.round(value.payout * 100) - 100,
          vendor: 'JILI',
        });
        const entries = t.db
          .prepare<[string], { kind: string; amount: number }>(
            'SELECT kind, amount_cents AS amount FROM ledger WHERE reference = ? ORDER BY id',
          )
          .all(value.roundId);
        const expected = [{ kind: 'bet', amount: -100 }];
        if (value.payout > 0) expected.push({ kind: 'settlement', amount: Math.round(value.payout * 100) });
        expect(entries).toEqual(expected);
        const after = balanceCents(t.db, PEDRO);
        expect(after - before).toBe(Math.round(value.payout * 100) - 100);
        expect(value.wallet).toEqual({ sumBalance: after / 100, currencySymbol: '₱' });
        if (value.win) seen.wins += 1;
        else seen.losses += 1;
      }
      expect(seen.wins).toBeGreaterThan(0);
      expect(seen.losses).toBeGreaterThan(0);
      const wallet = valueOf<WalletSummary>(
        await call(t.app, { method: 'GET', url: PATHS.wallet, headers: bearer(token) }),
      );
      expect(wallet.sumBalance * 100).toBeCloseTo(balanceCents(t.db, PEDRO), 6);
    },
  );

  it('writes nothing at all when any part of it fails', async () => {
    const reportError = vi.fn();
    await open({ reportError });
    const { ticket } = await pedroTicket(5001);
    const before = { ...counts(), balance: balanceCents(t.db, PEDRO) };
    // The bet's ledger entry is written before the bet row; make the row fail.
    t.db.exec("CREATE TRIGGER break_bets BEFORE INSERT ON bets BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    const response = await playRoundCall(t.app, ticket, { stake: 1 });
    expect(response.statusCode).toBe(500);
    expect(reportError).toHaveBeenCalledOnce();
    expect({ ...counts(), balance: balanceCents(t.db, PEDRO) }).toEqual(before);
  });

  it('refuses a bet larger than the balance and debits nothing', async () => {
    await open();
    const { ticket } = await pedroTicket(5201);
    setBalance(5_000);
    const before = counts();
    const response = await playRoundCall(t.app, ticket, { stake: 100, pick: 'banker' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errorCode).toBe('wallet.insufficient');
    expect(counts()).toEqual(before);
    expect(balanceCents(t.db, PEDRO)).toBe(5_000);
    expect((await playRoundCall(t.app, ticket, { stake: 50, pick: 'banker' })).statusCode).toBe(200);
  });

  // Fifty requests take a while on a busy machine.
  it('never takes a wallet below zero, with fifty bets at once', { timeout: 30_000 }, async () => {
    await open();
    const { ticket } = await pedroTicket(5001);
    setBalance(10_000);
    // A fixed seed pair draws the same fifty rounds every run: under a random one a lucky run can win
    // often enough to pay for all fifty bets, and nothing is left to refuse.
    const { id } = currentPair(t.db, PEDRO, t.clock.now());
    const serverSeed = '5eed'.repeat(16);
    t.db
      .prepare("UPDATE fair_seeds SET server_seed = ?, server_seed_hash = ?, client_seed = 'fifty-bets' WHERE id = ?")
      .run(serverSeed, seedHash(serverSeed), id);
    const responses = await Promise.all(Array.from({ length: 50 }, () => playRoundCall(t.app, ticket, { stake: 25 })));
    const accepted = responses.filter((r) => r.statusCode === 200).map((r) => valueOf<PlayRoundValue>(r));
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(accepted.length).toBeGreaterThanOrEqual(4);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => errorOf(r).errorCode === 'wallet.insufficient')).toBe(true);
    const net = accepted.reduce((sum, round) => sum + Math.round(round.payout * 100) - 2_500, 0);
    expect(balanceCents(t.db, PEDRO)).toBe(10_000 + net);
    const running = t.db
      .prepare<[number], { amount: number }>(
        'SELECT amount_cents AS amount FROM ledger WHERE member_id = ? ORDER BY id',
      )
      .all(PEDRO)
      .reduce<number[]>((sums, { amount }) => [...sums, (sums.at(-1) ?? 0) + amount], []);
    expect(Math.min(...running)).toBeGreaterThanOrEqual(0);
  });

  it(
    'keeps the balance check and the debit together across two connections to one database',
    { timeout: 30_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'platform-play-'));
      const file = join(dir, 'platform.db');
      const first = openDatabase(file);
      seedDatabase(first);
      const second = openDatabase(file);
      const one = buildApp({ db: first, mode: 'test' });
      const other = buildApp({ db: second, mode: 'test' });
      const startedAt = Date.now();
      try {
        await Promise.all([one.ready(), other.ready()]);
        const { ticket } = await pedroTicket(5201, one);
        setBalance(5_000, first);
        const responses = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            playRoundCall(i % 2 ? other : one, ticket, { stake: 10, pick: 'player' }),
          ),
        );
        const accepted = responses.filter((r) => r.statusCode === 200).map((r) => valueOf<PlayRoundValue>(r));
        const refused = responses.filter((r) => r.statusCode !== 200);
        expect(refused.every((r) => errorOf(r).errorCode === 'wallet.insufficient')).toBe(true);
        expect(accepted.length).toBeGreaterThan(0);
        const net = accepted.reduce((sum, round) => sum + Math.round(round.payout * 100) - 1_000, 0);
        expect(balanceCents(second, PEDRO)).toBe(5_000 + net);
        expect(balanceCents(first, PEDRO)).toBe(5_000 + net);
        const rounds = first
          .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM bets WHERE member_id = 1003 AND placed_at >= ?')
          .get(startedAt);
        expect(rounds?.n).toBe(accepted.length);
      } finally {
        await Promise.all([one.close(), other.close()]);
        second.close();
        first.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it.each([
    ['a stake below the game’s minimum bet', 5201, { stake: 5, pick: 'banker' }, 'stake', 'request.malformed'],
    ['a stake with three decimals', 5001, { stake: 0.125 }, 'stake', 'validation.amount'],
    ['a baccarat round without a bet', 5201, { stake: 10 }, 'pick', 'request.malformed'],
  ])('refuses %s', async (_case, nodeId, body, field, errorCode) => {
    await open();
    const { ticket } = await pedroTicket(nodeId);
    const before = counts();
    const response = await playRoundCall(t.app, ticket, body);
    expect(errorOf(response)).toMatchObject({ errorCode, data: { field } });
    expect(counts()).toEqual(before);
  });
});

describe('outcomes', () => {
  const RTP_ROUNDS = 40_000;
  const seed = randomBytes(32).toString('hex');
  const digestOf = (nonce: number) => roundDigest(seed, 'rtp-check', nonce);

  it('pay back about 95% of slot stakes, with wins and losses', () => {
    let paid = 0;
    let wins = 0;
    for (let i = 0; i < RTP_ROUNDS; i += 1) {
      const { payoutCents } = fairOutcome(digestOf(i), 'slot', 100);
      paid += payoutCents;
      if (payoutCents > 100) wins += 1;
    }
    expect(paid / (RTP_ROUNDS * 100)).toBeGreaterThan(0.9);
    expect(paid / (RTP_ROUNDS * 100)).toBeLessThan(1);
    expect(wins / RTP_ROUNDS).toBeGreaterThan(0.05);
    expect(SLOT_PAYTABLE.reduce((sum, line) => sum + line.chance * line.multiple, 0)).toBeCloseTo(RETURN_TO_PLAYER, 10);
  });

  it('pay back about 95% of table stakes, either side winning half the time', () => {
    let paid = 0;
    for (let i = 0; i < RTP_ROUNDS; i += 1)
      paid += fairOutcome(digestOf(i), 'table', 100, i % 2 ? 'A' : 'B').payoutCents;
    expect(paid / (RTP_ROUNDS * 100)).toBeCloseTo(0.5 * TABLE_MULTIPLE, 1);
    expect(0.5 * TABLE_MULTIPLE).toBeCloseTo(RETURN_TO_PLAYER, 10);
  });

  it('are the same for the same seeds and nonce, and show what was paid', () => {
    expect(fairOutcome(digestOf(42), 'slot', 100)).toEqual(fairOutcome(digestOf(42), 'slot', 100));
    for (let i = 0; i < 500; i += 1) {
      const { payoutCents, outcome } = fairOutcome(digestOf(i), 'slot', 1000);
      if (!('reels' in outcome)) throw new Error('a slot round shows reels');
      const [a, b, c] = outcome.reels;
      const line = SLOT_PAYTABLE.find((l) => l.symbol === a);
      expect(payoutCents).toBe(a === b && b === c && line ? 1000 * line.multiple : 0);
    }
    // The two-sided table rounds of before: still drawn the same way for their Verify view.
    const table = fairOutcome(digestOf(7), 'table', 1000, 'A').outcome;
    if (!('winner' in table)) throw new Error('a table round shows a winner');
    expect(table.cards).toHaveLength(2);
  });

  it('of the demo history stay drawn from their text, so every seed writes the same history', () => {
    expect(drawOutcome('PG-00000042', 'slot', 100)).toEqual(drawOutcome('PG-00000042', 'slot', 100));
  });
});
