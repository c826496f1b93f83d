import type { Db } from '../../db/connection';
import { ApiFailure } from '../../http/errors';
import { pesoText } from '../responsible/manila-format';

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

/** Refuses money leaving the member (a withdrawal, a transfer up the line) while a bonus's turnover is owed. */
export function requireTurnoverMet(db: Db, memberId: number): void {
  const owed = turnoverRemainingCents(db, memberId);
  if (owed > 0) {
    throw new ApiFailure(403, 'payment.turnover_pending', undefined, { values: { remaining: pesoText(owed) } });
  }
}

/** The period key that marks a reward as the sign-up bonus (it belongs to no activity). */
export const SIGNUP_PERIOD = 'signup';

interface SignupBonus {
  amountCents: number;
  multiple: number;
  titleTy: string;
  titleEn: string;
}

const signupBonusOf = (db: Db, merchantCode: string) =>
  db
    .prepare<[string], SignupBonus>(
      `SELECT amount_cents AS amountCents, turnover_multiple AS multiple, title_ty AS titleTy, title_en AS titleEn
         FROM signup_bonuses WHERE merchant_code = ?`,
    )
    .get(merchantCode);

/**
 * The merchant's sign-up bonus for a member who just registered: a reward waiting in the reward centre
 * (the popup that says a reward waits is then true), once per member.
 */
export function issueSignupBonus(db: Db, memberId: number, merchantCode: string, now: number): void {
  const bonus = signupBonusOf(db, merchantCode);
  if (!bonus) return;
  db.prepare(
    `INSERT INTO rewards (member_id, title_ty, title_en, amount_cents, created_at, period_key)
     SELECT ?, ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM rewards WHERE member_id = ? AND period_key = ?)`,
  ).run(memberId, bonus.titleTy, bonus.titleEn, bonus.amountCents, now, SIGNUP_PERIOD, memberId, SIGNUP_PERIOD);
}

/** A claimed sign-up bonus starts its turnover: stakes of its multiple before any withdrawal. */
export function startSignupTurnover(db: Db, memberId: number, now: number): void {
  const member = db
    .prepare<[number], { merchantCode: string }>('SELECT merchant_code AS merchantCode FROM members WHERE id = ?')
    .get(memberId);
  const bonus = member ? signupBonusOf(db, member.merchantCode) : undefined;
  if (!bonus || bonus.multiple === 0) return;
  db.prepare(
    `INSERT OR IGNORE INTO turnover_requirements (member_id, reference, required_cents, created_at)
     VALUES (?, ?, ?, ?)`,
  ).run(memberId, `signup:${memberId}`, bonus.amountCents * bonus.multiple, now);
}
