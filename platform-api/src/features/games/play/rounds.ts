import type { GameType, PlayKind, RoundSeeds, RoundShow } from '@platform/shared/contract';
import type { Db } from '../../../db/connection';
import { ApiFailure } from '../../../http/errors';
import { addLedgerEntry, balanceCents } from '../../ledger/ledger';
import { prepared } from '../../ledger/prepared';
import { roundDigest, takeNonce } from './fair-seeds';
import { fairOutcome, playKindOf, type Outcome } from './outcomes';

export interface RoundInput {
  memberId: number;
  nodeId: number;
  vendor: string;
  gameType: GameType;
  stakeCents: number;
  /** What the bet is on, already checked against the game's kind (pickIsValid); null for slots. */
  pick: string | null;
  now: number;
}

export interface RoundResult extends Outcome {
  roundId: string;
  stakeCents: number;
  balanceCents: number;
  seeds: RoundSeeds;
}

/** Round ids read like a vendor's: the vendor code and the bet's number. */
export const roundIdOf = (vendor: string, betId: number) => `${vendor}-${String(betId).padStart(8, '0')}`;

export interface BetRecord {
  id: number;
  roundId: string;
  memberId: number;
  nodeId: number;
  vendor: string;
  gameType: GameType;
  stakeCents: number;
  payoutCents: number;
  placedAt: number;
  settledAt: number;
  /** A played round: the pair it was drawn from, its nonce, its kind, what the bet was on and what it showed. */
  fair?: { seedId: number; clientSeed: string; nonce: number; kind: PlayKind; pick: string | null; outcome: RoundShow };
}

/** Writes a settled round: the stake leaves, the bet row is recorded, the payout (if any) comes back. */
export function writeSettledBet(db: Db, bet: BetRecord): void {
  addLedgerEntry(db, {
    memberId: bet.memberId,
    amountCents: -bet.stakeCents,
    kind: 'bet',
    reference: bet.roundId,
    at: bet.placedAt,
  });
  prepared(
    db,
    `INSERT INTO bets (id, round_id, member_id, node_id, vendor, game_type, stake_cents, payout_cents, win_loss_cents,
       placed_at, settled_at, seed_id, client_seed, nonce, play_kind, pick, outcome)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    bet.id,
    bet.roundId,
    bet.memberId,
    bet.nodeId,
    bet.vendor,
    bet.gameType,
    bet.stakeCents,
    bet.payoutCents,
    bet.payoutCents - bet.stakeCents,
    bet.placedAt,
    bet.settledAt,
    bet.fair?.seedId ?? null,
    bet.fair?.clientSeed ?? null,
    bet.fair?.nonce ?? null,
    bet.fair?.kind ?? null,
    bet.fair?.pick ?? null,
    bet.fair ? JSON.stringify(bet.fair.outcome) : null,
  );
  if (bet.payoutCents > 0) {
    addLedgerEntry(db, {
      memberId: bet.memberId,
      amountCents: bet.payoutCents,
      kind: 'settlement',
      reference: bet.roundId,
      at: bet.settledAt,
    });
  }
}

/**
 * Places a bet and settles it in one immediate transaction: the balance check, the nonce, the bet row
 * and both ledger entries happen together or not at all, and no other writer can slip in between the
 * check and the debit. A stake above the balance is refused and nothing is written. The result comes
 * from the member's seed pair and the round's nonce only: the round id is a name, never an input.
 */
export function playRound(db: Db, input: RoundInput): RoundResult {
  const run = db.transaction((): RoundResult => {
    const balance = balanceCents(db, input.memberId);
    if (input.stakeCents > balance) throw new ApiFailure(400, 'wallet.insufficient');
    const betId = (prepared<[], { last: number | null }>(db, 'SELECT MAX(id) AS last FROM bets').get()?.last ?? 0) + 1;
    const roundId = roundIdOf(input.vendor, betId);
    const pair = takeNonce(db, input.memberId, input.now);
    const kind = playKindOf(input.gameType);
    const digest = roundDigest(pair.serverSeed, pair.clientSeed, pair.nonce);
    const outcome = fairOutcome(digest, kind, input.stakeCents, input.pick);
    writeSettledBet(db, {
      id: betId,
      roundId,
      memberId: input.memberId,
      nodeId: input.nodeId,
      vendor: input.vendor,
      gameType: input.gameType,
      stakeCents: input.stakeCents,
      payoutCents: outcome.payoutCents,
      placedAt: input.now,
      settledAt: input.now,
      fair: {
        seedId: pair.id,
        clientSeed: pair.clientSeed,
        nonce: pair.nonce,
        kind,
        pick: input.pick,
        outcome: outcome.outcome,
      },
    });
    return {
      ...outcome,
      roundId,
      stakeCents: input.stakeCents,
      balanceCents: balance - input.stakeCents + outcome.payoutCents,
      seeds: { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce },
    };
  });
  return run.immediate();
}
