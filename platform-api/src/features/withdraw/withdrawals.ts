import type { WithdrawInfo, WithdrawOrder, WithdrawOrderPage, WithdrawState } from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { manilaDayStart } from '../../db/seed/bets';
import { ApiFailure } from '../../http/errors';
import { addLedgerEntry, balanceCents, toPesos } from '../ledger/ledger';
import { requireTurnoverMet, turnoverRemainingCents } from '../rewards/turnover';
import { iso, isoOf, orderNoOf, pageOf, pageWindow } from '../ledger/orders';
import { accountOf, findAccount, listAccounts, MAX_ACCOUNTS } from './accounts';
import { hasPaymentPassword } from './payment-password';

/** The same for every member in the demo; an operator sets them per VIP level. */
export const WITHDRAW_LIMITS = {
  minCents: 100_00,
  maxCents: 50_000_00,
  maxPerDayCents: 100_000_00,
  timesPerDay: 5,
} as const;

interface OrderRow {
  id: number;
  orderNo: string;
  memberId: number;
  accountId: number;
  amountCents: number;
  state: WithdrawState;
  reason: string | null;
  createdAt: number;
  closedAt: number | null;
}

const SELECT = `SELECT id, order_no AS orderNo, member_id AS memberId, account_id AS accountId, amount_cents AS amountCents,
  state, reason, created_at AS createdAt, closed_at AS closedAt FROM withdraw_orders`;

function orderOf(db: Db, row: OrderRow): WithdrawOrder {
  const account = findAccount(db, row.memberId, row.accountId, { bound: false });
  if (!account) throw new Error(`withdraw: order ${row.orderNo} has no account`);
  return {
    orderNo: row.orderNo,
    amount: toPesos(row.amountCents),
    state: row.state,
    account: accountOf(account),
    reason: row.reason,
    createdAt: iso(row.createdAt),
    closedAt: isoOf(row.closedAt),
  };
}

/** What today's withdrawals that still count (not rejected) add up to, in Manila's day. */
function usedToday(db: Db, memberId: number, now: number): { cents: number; times: number } {
  const row = db
    .prepare<[number, number], { cents: number; times: number }>(
      `SELECT COALESCE(SUM(amount_cents), 0) AS cents, COUNT(*) AS times FROM withdraw_orders
        WHERE member_id = ? AND created_at >= ? AND state <> 'rejected'`,
    )
    .get(memberId, manilaDayStart(now));
  return row ?? { cents: 0, times: 0 };
}

export function withdrawInfo(db: Db, memberId: number, now: number): WithdrawInfo {
  const used = usedToday(db, memberId, now);
  return {
    withdrawable: toPesos(Math.max(0, balanceCents(db, memberId))),
    limits: {
      minPerTransaction: toPesos(WITHDRAW_LIMITS.minCents),
      maxPerTransaction: toPesos(WITHDRAW_LIMITS.maxCents),
      maxPerDay: toPesos(WITHDRAW_LIMITS.maxPerDayCents),
      timesPerDay: WITHDRAW_LIMITS.timesPerDay,
    },
    usedToday: { amount: toPesos(used.cents), times: used.times },
    accounts: listAccounts(db, memberId),
    maxAccounts: MAX_ACCOUNTS,
    hasPaymentPassword: hasPaymentPassword(db, memberId),
    turnoverRemaining: toPesos(turnoverRemainingCents(db, memberId)),
  };
}

const byKey = (db: Db, memberId: number, key: string) =>
  db.prepare<[number, string], OrderRow>(`${SELECT} WHERE member_id = ? AND idempotency_key = ?`).get(memberId, key);

/** The order an idempotency key already made, if any: a retried submit answers it again. */
export function findWithdrawalByKey(db: Db, memberId: number, key: string): WithdrawOrder | null {
  const row = byKey(db, memberId, key);
  return row ? orderOf(db, row) : null;
}

export interface NewWithdrawal {
  memberId: number;
  accountId: number;
  amountCents: number;
  idempotencyKey: string;
  now: number;
}

/**
 * Opens a pending withdrawal and holds its amount, in one immediate transaction: the balance and the
 * day's limits are read and the hold written with no other writer in between, so withdrawals and bets
 * at once can never take the balance below zero. The payment password is checked before this.
 */
export function createWithdrawal(db: Db, input: NewWithdrawal): WithdrawOrder {
  const run = db.transaction((): WithdrawOrder => {
    const existing = byKey(db, input.memberId, input.idempotencyKey);
    if (existing) return orderOf(db, existing);
    if (!findAccount(db, input.memberId, input.accountId, { bound: true })) {
      throw new ApiFailure(404, 'payment.account_missing', undefined, { field: 'accountId' });
    }
    // A bonus's turnover comes first: no withdrawal until its stakes are placed.
    requireTurnoverMet(db, input.memberId);
    if (input.amountCents < WITHDRAW_LIMITS.minCents || input.amountCents > WITHDRAW_LIMITS.maxCents) {
      throw new ApiFailure(400, 'payment.amount_range', undefined, { field: 'amount' });
    }
    const used = usedToday(db, input.memberId, input.now);
    if (used.times >= WITHDRAW_LIMITS.timesPerDay || used.cents + input.amountCents > WITHDRAW_LIMITS.maxPerDayCents) {
      throw new ApiFailure(400, 'payment.daily_limit', undefined, { field: 'amount' });
    }
    if (input.amountCents > balanceCents(db, input.memberId)) {
      throw new ApiFailure(400, 'payment.insufficient', undefined, { field: 'amount' });
    }
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO withdraw_orders (order_no, member_id, idempotency_key, account_id, amount_cents, created_at)
          VALUES ('', ?, ?, ?, ?, ?)`,
      )
      .run(input.memberId, input.idempotencyKey, input.accountId, input.amountCents, input.now);
    const id = Number(lastInsertRowid);
    const orderNo = orderNoOf('W', id, input.now);
    db.prepare('UPDATE withdraw_orders SET order_no = ? WHERE id = ?').run(orderNo, id);
    addLedgerEntry(db, {
      memberId: input.memberId,
      amountCents: -input.amountCents,
      kind: 'withdraw_hold',
      reference: orderNo,
      at: input.now,
    });
    const row = byKey(db, input.memberId, input.idempotencyKey);
    if (!row) throw new Error('withdraw: a new order vanished');
    return orderOf(db, row);
  });
  return run.immediate();
}

export function listWithdrawals(
  db: Db,
  memberId: number,
  query: { pageNo?: number; pageSize?: number },
): WithdrawOrderPage {
  const { limit, offset, pageNo } = pageWindow(query);
  const rows = db
    .prepare<[number, number, number], OrderRow>(
      `${SELECT} WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(memberId, limit, offset);
  const total =
    db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM withdraw_orders WHERE member_id = ?').get(memberId)
      ?.n ?? 0;
  return pageOf(
    rows.map((row) => orderOf(db, row)),
    pageNo,
    limit,
    total,
  );
}

export type ReviewAction = 'approve' | 'reject' | 'pay';

const NEXT: Record<ReviewAction, { from: readonly WithdrawState[]; to: WithdrawState }> = {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending', 'approved'], to: 'rejected' },
  pay: { from: ['pending', 'approved'], to: 'paid' },
};

/**
 * The back office's decision. A rejection gives the hold back (withdraw_release); a payout records the
 * money leaving for good (withdraw_payout, no fee in the demo). Each moves the order and writes its
 * entry together; deciding the same thing again answers the order as it is.
 */
export function reviewWithdrawal(
  db: Db,
  orderNo: string,
  action: ReviewAction,
  reason: string | null,
  now: number,
): WithdrawOrder {
  const run = db.transaction((): WithdrawOrder => {
    const row = db.prepare<[string], OrderRow>(`${SELECT} WHERE order_no = ?`).get(orderNo);
    if (!row) throw new ApiFailure(404, 'request.url_empty', `There is no withdrawal ${orderNo}.`);
    const step = NEXT[action];
    if (row.state === step.to) return orderOf(db, row);
    if (!step.from.includes(row.state)) throw new ApiFailure(409, 'payment.order_closed');
    const closes = step.to !== 'approved';
    db.prepare('UPDATE withdraw_orders SET state = ?, reason = ?, closed_at = ? WHERE id = ?').run(
      step.to,
      action === 'reject' ? reason : null,
      closes ? now : null,
      row.id,
    );
    if (action === 'reject') {
      addLedgerEntry(db, {
        memberId: row.memberId,
        amountCents: row.amountCents,
        kind: 'withdraw_release',
        reference: orderNo,
        at: now,
      });
    }
    if (action === 'pay') {
      addLedgerEntry(db, {
        memberId: row.memberId,
        amountCents: 0,
        kind: 'withdraw_payout',
        reference: orderNo,
        at: now,
      });
    }
    const updated = db.prepare<[string], OrderRow>(`${SELECT} WHERE order_no = ?`).get(orderNo);
    if (!updated) throw new Error('withdraw: a reviewed order vanished');
    return orderOf(db, updated);
  });
  return run.immediate();
}
