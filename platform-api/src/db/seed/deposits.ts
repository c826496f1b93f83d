// The demo members' deposits: every deposit their inbox confirms is a paid order with its ledger entry,
// so the deposit record, the account record and the messages tell the same story.
import { addLedgerEntry } from '../../features/ledger/ledger';
import { orderNoOf } from '../../features/ledger/orders';
import type { Db } from '../connection';
import { SEED_DEPOSITS, seedMoment } from './messages';

/** Writes the member's paid deposits, oldest first, and answers what they add up to in centavos. */
export function writeSeedDeposits(db: Db, memberId: number): number {
  const order = db.prepare(`INSERT INTO deposit_orders (order_no, member_id, idempotency_key, channel, amount_cents,
    state, reference, created_at, expires_at, closed_at) VALUES ('', ?, ?, ?, ?, 'paid', ?, ?, ?, ?)`);
  const number = db.prepare('UPDATE deposit_orders SET order_no = ? WHERE id = ?');
  let paid = 0;
  for (const deposit of SEED_DEPOSITS) {
    const at = seedMoment(deposit.daysAgo, deposit.time);
    const { lastInsertRowid } = order.run(
      memberId,
      `seed-${deposit.ref}`,
      deposit.channel,
      deposit.amountCents,
      deposit.ref,
      at - 120_000,
      at + 1_800_000,
      at,
    );
    const orderNo = orderNoOf('D', Number(lastInsertRowid), at);
    number.run(orderNo, Number(lastInsertRowid));
    addLedgerEntry(db, { memberId, amountCents: deposit.amountCents, kind: 'deposit', reference: orderNo, at });
    paid += deposit.amountCents;
  }
  return paid;
}

/** Whether the member's inbox confirms the seeded deposits (every demo member's but a disabled one's). */
export const hasSeedDeposits = (member: { disabled?: boolean }) => !member.disabled;
