// Manual rebate: the member claims, once per change of what is due, a share of today's stakes (the
// rate of their VIP level) through the ledger as a `rebate` entry.
import type { RebateClaim, RebateDue } from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { ApiFailure } from '../../http/errors';
import { dayOf, dayStart, DAY_MS } from '../agent/days';
import { addLedgerEntry, toPesos } from '../ledger/ledger';
import { iso, orderNoOf } from '../ledger/orders';

/** The rate where the merchant's VIP table has none for the member's level. */
const DEFAULT_RATE_BP = 50;

interface DueCents {
  day: string;
  betCents: number;
  rateBp: number;
  dueCents: number;
}

function dueCents(db: Db, memberId: number, now: number): DueCents {
  const day = dayOf(now);
  const start = dayStart(day);
  const bets =
    db
      .prepare<[number, number, number], { total: number }>(
        `SELECT COALESCE(SUM(stake_cents), 0) AS total FROM bets
          WHERE member_id = ? AND placed_at >= ? AND placed_at < ?`,
      )
      .get(memberId, start, start + DAY_MS)?.total ?? 0;
  const rateBp =
    db
      .prepare<[number], { bp: number }>(
        `SELECT v.rebate_basis_points AS bp FROM members m JOIN vip_benefits v
            ON v.merchant_code = m.merchant_code AND v.level = MAX(m.vip_level, 1)
          WHERE m.id = ?`,
      )
      .get(memberId)?.bp ?? DEFAULT_RATE_BP;
  const claimed =
    db
      .prepare<[number, string], { total: number }>(
        'SELECT COALESCE(SUM(amount_cents), 0) AS total FROM rebate_claims WHERE member_id = ? AND day = ?',
      )
      .get(memberId, day)?.total ?? 0;
  // Whole centavos, rounded down: the member is never paid a fraction the ledger cannot hold.
  const earned = Math.floor((bets * rateBp) / 10_000);
  return { day, betCents: bets, rateBp, dueCents: Math.max(0, earned - claimed) };
}

export function rebateDue(db: Db, memberId: number, now: number): RebateDue {
  const due = dueCents(db, memberId, now);
  return { betTotal: toPesos(due.betCents), ratePercent: due.rateBp / 100, due: toPesos(due.dueCents) };
}

interface ClaimRow {
  claimNo: string;
  day: string;
  betCents: number;
  rateBp: number;
  amountCents: number;
  createdAt: number;
}

const CLAIM_SELECT = `SELECT claim_no AS claimNo, day, bet_total_cents AS betCents, rate_basis_points AS rateBp,
  amount_cents AS amountCents, created_at AS createdAt FROM rebate_claims`;

const claimOf = (row: ClaimRow): RebateClaim => ({
  claimNo: row.claimNo,
  day: row.day,
  betTotal: toPesos(row.betCents),
  ratePercent: row.rateBp / 100,
  amount: toPesos(row.amountCents),
  createdAt: iso(row.createdAt),
});

/** Credits what is due; a key already used answers its claim, and nothing due answers 409. */
export function claimRebate(db: Db, memberId: number, idempotencyKey: string, now: number): RebateClaim {
  const run = db.transaction((): ClaimRow => {
    const done = db
      .prepare<[number, string], ClaimRow>(`${CLAIM_SELECT} WHERE member_id = ? AND idempotency_key = ?`)
      .get(memberId, idempotencyKey);
    if (done) return done;
    const due = dueCents(db, memberId, now);
    if (due.dueCents <= 0) throw new ApiFailure(409, 'payment.order_closed');
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO rebate_claims (claim_no, member_id, idempotency_key, day, bet_total_cents, rate_basis_points,
           amount_cents, created_at) VALUES ('', ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(memberId, idempotencyKey, due.day, due.betCents, due.rateBp, due.dueCents, now);
    const claimNo = orderNoOf('R', Number(lastInsertRowid), now);
    db.prepare('UPDATE rebate_claims SET claim_no = ? WHERE id = ?').run(claimNo, lastInsertRowid);
    addLedgerEntry(db, { memberId, amountCents: due.dueCents, kind: 'rebate', reference: claimNo, at: now });
    return { claimNo, ...due, amountCents: due.dueCents, createdAt: now };
  });
  return claimOf(run.immediate());
}

/** The member's claims, newest first (the last 100). */
export function rebateHistory(db: Db, memberId: number): RebateClaim[] {
  return db
    .prepare<[number], ClaimRow>(`${CLAIM_SELECT} WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 100`)
    .all(memberId)
    .map(claimOf);
}
