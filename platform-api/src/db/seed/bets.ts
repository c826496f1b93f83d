// Demo betting history: about 45 days of rounds for the demo members, so records are never empty.
// Built backwards from today's balance: each member's ledger still sums to the balance in members.ts,
// and no round ever staked more than the balance held at the time. Before it come the member's paid
// deposits (deposits.ts) and an opening adjustment for the rest.
import { drawOutcome, historyKindOf } from '../../features/games/play/outcomes';
import { roundIdOf, writeSettledBet, type BetRecord } from '../../features/games/play/rounds';
import { addLedgerEntry } from '../../features/ledger/ledger';
import { pick, seedFromText, seededRandom } from '../../features/games/random';
import type { Db } from '../connection';
import { hasSeedDeposits, writeSeedDeposits } from './deposits';
import type { SeedGame } from './games';
import { SEED_MEMBERS } from './members';

const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;
export const HISTORY_DAYS = 45;
const BETTORS = ['member01', 'agent01', 'player40', 'member02', 'agent02'];

/** Midnight in Manila (UTC+8, no daylight saving) of the day `now` falls in. */
export const manilaDayStart = (now: number) =>
  Math.floor((now + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS;

interface PlannedBet {
  memberId: number;
  game: SeedGame;
  stakeCents: number;
  placedAt: number;
}

function planBets(games: readonly SeedGame[], now: number): PlannedBet[] {
  const playable = games.filter((g) => g.supportPlay !== false && ['RNG', 'FISH', 'LIVE', 'PVP'].includes(g.gameType));
  // Ten-minute steps, so two seeds a few milliseconds apart plan the same rounds for today.
  const cutoff = Math.floor(now / 600_000) * 600_000;
  const today = manilaDayStart(now);
  const planned: PlannedBet[] = [];
  for (const account of BETTORS) {
    const member = SEED_MEMBERS.find((m) => m.account === account);
    if (!member) throw new Error(`seed: no demo member ${account}`);
    const random = seededRandom(seedFromText(`bets:${account}`));
    const usual = Array.from({ length: 8 }, () => pick(random, playable));
    const stakes = member.type === 1 ? [1000, 2000, 5000, 10_000, 20_000] : [100, 200, 500, 1000, 2000];
    for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
      const rounds = random() < 0.2 ? 0 : 4 + Math.floor(random() * 18);
      for (let i = 0; i < rounds; i += 1) {
        const game = random() < 0.8 ? pick(random, usual) : pick(random, playable);
        // Between 09:00 and 24:00 Manila time.
        const placedAt = today - daysAgo * DAY_MS + 9 * 3_600_000 + Math.floor(random() * 15 * 3_600_000);
        const stakeCents = Math.max(game.minBetCents, pick(random, stakes));
        if (placedAt < cutoff) planned.push({ memberId: member.id, game, stakeCents, placedAt });
      }
    }
  }
  return planned.sort((a, b) => a.placedAt - b.placedAt || a.memberId - b.memberId);
}

/**
 * Writes the demo rounds and each member's opening deposit. Walking from the newest round back, the
 * balance before a round is the balance after it plus the stake minus the payout; a round whose payout
 * is more than the balance after it could not have happened from there, so it is left out.
 */
export function seedBets(db: Db, games: readonly SeedGame[], now: number): void {
  const bets: BetRecord[] = planBets(games, now).map((plan, index) => {
    const id = index + 1;
    const roundId = roundIdOf(plan.game.vassalage, id);
    const side = id % 2 === 0 ? 'A' : 'B';
    const { payoutCents } = drawOutcome(roundId, historyKindOf(plan.game.gameType), plan.stakeCents, side);
    const settledAt = plan.placedAt + (historyKindOf(plan.game.gameType) === 'slot' ? 3_000 : 45_000);
    return {
      id,
      roundId,
      memberId: plan.memberId,
      nodeId: plan.game.nodeId,
      vendor: plan.game.vassalage,
      gameType: plan.game.gameType,
      stakeCents: plan.stakeCents,
      payoutCents,
      placedAt: plan.placedAt,
      settledAt,
    };
  });
  const openedAt = openingTime(now);
  for (const member of SEED_MEMBERS) {
    const own = bets.filter((bet) => bet.memberId === member.id);
    let balance = member.balanceCents;
    const kept: BetRecord[] = [];
    for (const bet of own.reverse()) {
      if (bet.payoutCents > balance) continue;
      balance += bet.stakeCents - bet.payoutCents;
      kept.push(bet);
    }
    // The deposits the inbox confirms come first; what they do not account for is an opening adjustment.
    const paid = hasSeedDeposits(member) ? writeSeedDeposits(db, member.id) : 0;
    if (balance - paid !== 0) {
      addLedgerEntry(db, {
        memberId: member.id,
        amountCents: balance - paid,
        kind: 'adjustment',
        reference: 'opening',
        at: openedAt,
      });
    }
    for (const bet of kept.reverse()) writeSettledBet(db, bet);
  }
}

/** The opening deposits are dated the day before the history starts. */
const openingTime = (now: number) => manilaDayStart(now) - HISTORY_DAYS * DAY_MS + 8 * 3_600_000;
