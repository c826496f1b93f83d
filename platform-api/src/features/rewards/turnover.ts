import type { Db } from '../../db/connection';
import { addLedgerEntry } from '../ledger/ledger';

/**
 * Stakes the member still owes before a withdrawal, in centavos: what the bonuses' turnover asks, less
 * the stakes placed since the first of them. Zero when nothing is owed.
 */
export function turnoverRemainingCents(db: Db, memberId: number): number {
  const owed = db
    .prepare<[number], { required: number; since: number | null }>(
      `SELECT COALESCE(SUM(required_cents), 0) AS required, MIN(created_at) AS since
         FROM turnover_requirements WHERE member_id = ?`,
    )
    .get(memberId);
  if (!owed || owed.since === null) return 0;
  const staked =
    db
      .prepare<[number, number], { total: number }>(
        'SELECT COALESCE(SUM(stake_cents), 0) AS total FROM bets WHERE member_id = ? AND placed_at >= ?',
      )
      .get(memberId, owed.since)?.total ?? 0;
  return Math.max(0, owed.required - staked);
}

/**
 * The merchant's sign-up bonus for a member who just registered: one ledger entry, a claimed reward
 * so the reward centre's history shows it, and its turnover to meet before a withdrawal. Once per
 * member (the reference is the member's id).
 */
export function creditSignupBonus(db: Db, memberId: number, merchantCode: string, now: number): void {
  const bonus = db
    .prepare<[string], { amountCents: number; multiple: number; titleTy: string; titleEn: string }>(
      `SELECT amount_cents AS amountCents, turnover_multiple AS multiple, title_ty AS titleTy, title_en AS titleEn
         FROM signup_bonuses WHERE merchant_code = ?`,
    )
    .get(merchantCode);
  if (!bonus) return;
  const reference = `signup:${memberId}`;
  db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO rewards (member_id, title_ty, title_en, amount_cents, created_at, claimed_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(memberId, bonus.titleTy, bonus.titleEn, bonus.amountCents, now, now);
    addLedgerEntry(db, {
      memberId,
      amountCents: bonus.amountCents,
      kind: 'reward',
      reference: `reward:${Number(lastInsertRowid)}`,
      at: now,
    });
    if (bonus.multiple > 0) {
      db.prepare(
        'INSERT INTO turnover_requirements (member_id, reference, required_cents, created_at) VALUES (?, ?, ?, ?)',
      ).run(memberId, reference, bonus.amountCents * bonus.multiple, now);
    }
  })();
}
