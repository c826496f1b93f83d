import type { Db } from '../../db/connection';

/** The member's balance after each of their entries, oldest first: tests check none goes below zero. */
export function runningBalances(db: Db, memberId: number): number[] {
  let sum = 0;
  return db
    .prepare<[number], { amount: number }>('SELECT amount_cents AS amount FROM ledger WHERE member_id = ? ORDER BY id')
    .all(memberId)
    .map(({ amount }) => (sum += amount));
}
