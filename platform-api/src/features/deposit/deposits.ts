import type { DepositChannelCode, DepositOrder, DepositOrderPage, DepositState } from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { ApiFailure } from '../../http/errors';
import { addLedgerEntry, toPesos } from '../ledger/ledger';
import { checkDepositLimits } from '../responsible/responsible';
import { iso, isoOf, orderNoOf, pageOf, pageWindow, paymentReference } from '../ledger/orders';
import { channelRule } from './channels';

interface DepositRow {
  id: number;
  orderNo: string;
  memberId: number;
  channel: DepositChannelCode;
  amountCents: number;
  state: DepositState;
  reference: string;
  createdAt: number;
  expiresAt: number;
  closedAt: number | null;
  merchantName: string;
}

const SELECT = `SELECT d.id, d.order_no AS orderNo, d.member_id AS memberId, d.channel, d.amount_cents AS amountCents,
  d.state, d.reference, d.created_at AS createdAt, d.expires_at AS expiresAt, d.closed_at AS closedAt,
  mc.name AS merchantName
  FROM deposit_orders d JOIN members m ON m.id = d.member_id JOIN merchants mc ON mc.code = m.merchant_code`;

const orderOf = (row: DepositRow): DepositOrder => ({
  orderNo: row.orderNo,
  channel: row.channel,
  amount: toPesos(row.amountCents),
  state: row.state,
  reference: row.reference,
  payee: { name: row.merchantName, account: channelRule(row.channel).payeeAccount },
  createdAt: iso(row.createdAt),
  expiresAt: iso(row.expiresAt),
  closedAt: isoOf(row.closedAt),
});

/** Pending orders whose time is up become expired, as of `now`; readers call this first. */
function expireDue(db: Db, now: number, memberId?: number): void {
  db.prepare<[number, number | null, number | null]>(
    `UPDATE deposit_orders SET state = 'expired', closed_at = expires_at
      WHERE state = 'pending' AND expires_at <= ? AND (? IS NULL OR member_id = ?)`,
  ).run(now, memberId ?? null, memberId ?? null);
}

function findRow(db: Db, where: string, ...params: Array<string | number>): DepositRow | undefined {
  return db.prepare<Array<string | number>, DepositRow>(`${SELECT} WHERE ${where}`).get(...params);
}

function requireRow(db: Db, memberId: number | null, orderNo: string): DepositRow {
  const row =
    memberId === null
      ? findRow(db, 'd.order_no = ?', orderNo)
      : findRow(db, 'd.order_no = ? AND d.member_id = ?', orderNo, memberId);
  if (!row) throw new ApiFailure(404, 'request.url_empty', `There is no deposit order ${orderNo}.`);
  return row;
}

export interface NewDeposit {
  memberId: number;
  channel: DepositChannelCode;
  amountCents: number;
  idempotencyKey: string;
  now: number;
}

/**
 * Opens a pending order, or answers the one this idempotency key already opened (whatever its
 * amount: the first submit is the one that counts). Nothing moves on the ledger until it is paid.
 */
export function createDeposit(db: Db, input: NewDeposit): DepositOrder {
  const run = db.transaction((): DepositOrder => {
    const existing = findRow(db, 'd.member_id = ? AND d.idempotency_key = ?', input.memberId, input.idempotencyKey);
    if (existing) {
      expireDue(db, input.now, input.memberId);
      return orderOf(requireRow(db, input.memberId, existing.orderNo));
    }
    const rule = channelRule(input.channel);
    if (input.amountCents < rule.minCents || input.amountCents > rule.maxCents) {
      throw new ApiFailure(400, 'payment.amount_range', undefined, { field: 'amount' });
    }
    checkDepositLimits(db, input.memberId, input.amountCents, input.now);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO deposit_orders (order_no, member_id, idempotency_key, channel, amount_cents, reference, created_at,
           expires_at) VALUES ('', ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.memberId,
        input.idempotencyKey,
        input.channel,
        input.amountCents,
        paymentReference(),
        input.now,
        input.now + rule.expiresInMinutes * 60_000,
      );
    const id = Number(lastInsertRowid);
    const orderNo = orderNoOf('D', id, input.now);
    db.prepare('UPDATE deposit_orders SET order_no = ? WHERE id = ?').run(orderNo, id);
    return orderOf(requireRow(db, input.memberId, orderNo));
  });
  return run.immediate();
}

export function findDeposit(db: Db, memberId: number, orderNo: string, now: number): DepositOrder {
  expireDue(db, now, memberId);
  return orderOf(requireRow(db, memberId, orderNo));
}

export function listDeposits(
  db: Db,
  memberId: number,
  query: { pageNo?: number; pageSize?: number },
  now: number,
): DepositOrderPage {
  expireDue(db, now, memberId);
  const { limit, offset, pageNo } = pageWindow(query);
  const rows = db
    .prepare<[number, number, number], DepositRow>(
      `${SELECT} WHERE d.member_id = ? ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`,
    )
    .all(memberId, limit, offset);
  const total =
    db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM deposit_orders WHERE member_id = ?').get(memberId)
      ?.n ?? 0;
  return pageOf(rows.map(orderOf), pageNo, limit, total);
}

/**
 * Moves a pending order to `to`. Paying credits the ledger in the same transaction; an order already
 * in `to` is answered as it is (a provider may report a payment twice), any other closed one refused.
 */
function close(
  db: Db,
  memberId: number | null,
  orderNo: string,
  to: 'paid' | 'cancelled' | 'expired',
  now: number,
): DepositOrder {
  const run = db.transaction((): DepositOrder => {
    expireDue(db, now);
    const row = requireRow(db, memberId, orderNo);
    if (row.state === to) return orderOf(row);
    if (row.state !== 'pending') throw new ApiFailure(409, 'payment.order_closed');
    db.prepare("UPDATE deposit_orders SET state = ?, closed_at = ? WHERE id = ? AND state = 'pending'").run(
      to,
      now,
      row.id,
    );
    if (to === 'paid') {
      addLedgerEntry(db, {
        memberId: row.memberId,
        amountCents: row.amountCents,
        kind: 'deposit',
        reference: orderNo,
        at: now,
      });
    }
    return orderOf(requireRow(db, memberId, orderNo));
  });
  return run.immediate();
}

export const cancelDeposit = (db: Db, memberId: number, orderNo: string, now: number) =>
  close(db, memberId, orderNo, 'cancelled', now);

/** Test mode: the payment provider reports the order paid. */
export const markDepositPaid = (db: Db, orderNo: string, now: number) => close(db, null, orderNo, 'paid', now);

/** Test mode: the order's time runs out now. */
export const markDepositExpired = (db: Db, orderNo: string, now: number) => close(db, null, orderNo, 'expired', now);
