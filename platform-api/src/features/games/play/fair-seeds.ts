import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  fairMessage,
  type BetFairness,
  type FairCommitment,
  type FairRotation,
  type PlayKind,
  type RoundShow,
} from '@platform/shared/contract';
import type { Db } from '../../../db/connection';
import { toPesos } from '../../ledger/ledger';
import { prepared } from '../../ledger/prepared';

/**
 * Each member has one seed pair in use: a secret server seed (32 random bytes) shown only by its
 * SHA-256 until the member rotates the pair, a client seed the member may choose, and the nonce of
 * the next round. A round's digest is HMAC-SHA256(server seed, `${clientSeed}:${nonce}`).
 */
export interface SeedPair {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

export const seedHash = (serverSeedHex: string) =>
  createHash('sha256').update(Buffer.from(serverSeedHex, 'hex')).digest('hex');

/** The digest a round is drawn from. */
export const roundDigest = (serverSeedHex: string, clientSeed: string, nonce: number): Uint8Array =>
  createHmac('sha256', Buffer.from(serverSeedHex, 'hex')).update(fairMessage(clientSeed, nonce), 'utf8').digest();

/** A client seed nobody chose: 16 random hex digits. */
const randomClientSeed = () => randomBytes(8).toString('hex');

// OR IGNORE: two first calls at once (two connections) commit one pair, and both then read it.
function commitPair(db: Db, memberId: number, clientSeed: string, now: number): void {
  const serverSeed = randomBytes(32).toString('hex');
  prepared(
    db,
    `INSERT OR IGNORE INTO fair_seeds (member_id, server_seed, server_seed_hash, client_seed, next_nonce, created_at)
     VALUES (?, ?, ?, ?, 0, ?)`,
  ).run(memberId, serverSeed, seedHash(serverSeed), clientSeed, now);
}

function pairInUse(db: Db, memberId: number): SeedPair | undefined {
  return prepared<[number], SeedPair>(
    db,
    `SELECT id, server_seed AS serverSeed, server_seed_hash AS serverSeedHash, client_seed AS clientSeed,
            next_nonce AS nextNonce
       FROM fair_seeds WHERE member_id = ? AND revealed_at IS NULL`,
  ).get(memberId);
}

/** The member's pair in use, committing a first one (with a random client seed) when there is none. */
export function currentPair(db: Db, memberId: number, now: number): SeedPair {
  const found = pairInUse(db, memberId);
  if (found) return found;
  commitPair(db, memberId, randomClientSeed(), now);
  const made = pairInUse(db, memberId);
  if (!made) throw new Error('fair seeds: the pair just committed is missing');
  return made;
}

const commitmentOf = (pair: SeedPair): FairCommitment => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nextNonce: pair.nextNonce,
});

export const readCommitment = (db: Db, memberId: number, now: number): FairCommitment =>
  commitmentOf(currentPair(db, memberId, now));

/** Takes the next nonce of the pair in use for a round; call it inside the round's transaction. */
export function takeNonce(db: Db, memberId: number, now: number): SeedPair & { nonce: number } {
  const pair = currentPair(db, memberId, now);
  prepared(db, 'UPDATE fair_seeds SET next_nonce = next_nonce + 1 WHERE id = ?').run(pair.id);
  return { ...pair, nonce: pair.nextNonce };
}

/**
 * Reveals the pair in use and commits a new one, with the client seed given or else the same one.
 * The revealed pair's rounds can then be checked.
 */
export function rotatePair(db: Db, memberId: number, now: number, clientSeed?: string): FairRotation {
  return db
    .transaction((): FairRotation => {
      const old = currentPair(db, memberId, now);
      prepared(db, 'UPDATE fair_seeds SET revealed_at = ? WHERE id = ?').run(now, old.id);
      commitPair(db, memberId, clientSeed ?? old.clientSeed, now);
      return {
        revealed: {
          serverSeed: old.serverSeed,
          serverSeedHash: old.serverSeedHash,
          clientSeed: old.clientSeed,
          rounds: old.nextNonce,
        },
        commitment: readCommitment(db, memberId, now),
      };
    })
    .immediate();
}

interface FairBetRow {
  roundId: string;
  playKind: PlayKind | null;
  side: 'A' | 'B' | null;
  pick: string | null;
  stakeCents: number;
  payoutCents: number;
  outcome: string | null;
  nonce: number | null;
  clientSeed: string | null;
  serverSeedHash: string | null;
  serverSeed: string | null;
  revealedAt: number | null;
}

/** A round of the member's with its seeds; the server seed only once revealed. Null: no such round with seeds. */
export function betFairness(db: Db, memberId: number, roundId: string): BetFairness | null {
  const row = prepared<[string, number], FairBetRow>(
    db,
    `SELECT b.round_id AS roundId, b.play_kind AS playKind, b.side, b.pick, b.stake_cents AS stakeCents,
            b.payout_cents AS payoutCents, b.outcome, b.nonce, b.client_seed AS clientSeed,
            s.server_seed_hash AS serverSeedHash, s.server_seed AS serverSeed, s.revealed_at AS revealedAt
       FROM bets b JOIN fair_seeds s ON s.id = b.seed_id
      WHERE b.round_id = ? AND b.member_id = ?`,
  ).get(roundId, memberId);
  if (!row?.outcome || row.nonce === null || row.clientSeed === null || row.serverSeedHash === null) return null;
  return {
    roundId: row.roundId,
    // Rounds from before each category had its own kind: two-sided table rounds have a side, slots none.
    kind: row.playKind ?? (row.side === null ? 'slot' : 'table'),
    side: row.side,
    ...(row.pick === null ? {} : { pick: row.pick }),
    stake: toPesos(row.stakeCents),
    payout: toPesos(row.payoutCents),
    outcome: JSON.parse(row.outcome) as RoundShow,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    serverSeed: row.revealedAt === null ? null : row.serverSeed,
  };
}
