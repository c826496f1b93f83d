import type {
  DepositChannelCode,
  DepositNotice,
  DepositOrder,
  DepositOrderPage,
  DepositState,
} from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { ApiFailure, malformed } from '../../http/errors';
import type { ContentLanguage } from '../../http/request-context';
import { addLedgerEntry, toCents, toPesos } from '../ledger/ledger';
import { checkDepositLimits } from '../responsible/responsible';
import { iso, isoOf, orderNoOf, pageOf, pageWindow, paymentReference } from '../ledger/orders';
import { channelRule } from './channels';
import { checkoutUrlOf, type PaymentProviderConfig } from './provider';

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
  language: ContentLanguage;
  providerRef: string | null;
  merchantName: string;
}

const SELECT = `SELECT d.id, d.order_no AS orderNo, d.member_id AS memberId, d.channel, d.amount_cents AS amountCents,
  d.state, d.reference, d.created_at AS createdAt, d.expires_at AS expiresAt, d.closed_at AS closedAt,
  d.language, d.provider_ref AS providerRef, mc.name AS merchantName
  FROM deposit_orders d JOIN members m ON m.id = d.member_id JOIN merchants mc ON mc.code = m.merchant_code`;

const checkoutOf = (row: DepositRow, payment: PaymentProviderConfig): string | null =>
  row.state === 'pending'
    ? checkoutUrlOf(
        payment,
        {
          orderNo: row.orderNo,
          amount: (row.amountCents / 100).toFixed(2),
          channel: row.channel,
          reference: row.reference,
          merchant: row.merchantName,
          expiresAt: iso(row.expiresAt),
        },
        row.language,
      )
    : null;

const orderOf = (row: DepositRow, payment: PaymentProviderConfig): DepositOrder => ({
  orderNo: row.orderNo,
  channel: row.channel,
  amount: toPesos(row.amountCents),
  state: row.state,
  reference: row.reference,
  payee: { name: row.merchantName, account: channelRule(row.channel).payeeAccount },
  createdAt: iso(row.createdAt),
  expiresAt: iso(row.expiresAt),
  closedAt: isoOf(row.closedAt),
  checkoutUrl: checkoutOf(row, payment),
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
  /** The member's language, for the provider's checkout page. */
  language: ContentLanguage;
  now: number;
}

/**
 * Opens a pending order, or answers the one this idempotency key already opened (whatever its
 * amount: the first submit is the one that counts). Nothing moves on the ledger until it is paid.
 */
export function createDeposit(db: Db, input: NewDeposit, payment: PaymentProviderConfig): DepositOrder {
  const run = db.transaction((): DepositOrder => {
    const existing = findRow(db, 'd.member_id = ? AND d.idempotency_key = ?', input.memberId, input.idempotencyKey);
    if (existing) {
      expireDue(db, input.now, input.memberId);
      return orderOf(requireRow(db, input.memberId, existing.orderNo), payment);
    }
    const rule = channelRule(input.channel);
    if (input.amountCents < rule.minCents || input.amountCents > rule.maxCents) {
      throw new ApiFailure(400, 'payment.amount_range', undefined, { field: 'amount' });
    }
    checkDepositLimits(db, input.memberId, input.amountCents, input.now);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO deposit_orders (order_no, member_id, idempotency_key, channel, amount_cents, reference, created_at,
           expires_at, language) VALUES ('', ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.memberId,
        input.idempotencyKey,
        input.channel,
        input.amountCents,
        paymentReference(),
        input.now,
        input.now + rule.expiresInMinutes * 60_000,
        input.language,
      );
    const id = Number(lastInsertRowid);
    const orderNo = orderNoOf('D', id, input.now);
    db.prepare('UPDATE deposit_orders SET order_no = ? WHERE id = ?').run(orderNo, id);
    return orderOf(requireRow(db, input.memberId, orderNo), payment);
  });
  return run.immediate();
}

export function findDeposit(
  db: Db,
  memberId: number,
  orderNo: string,
  now: number,
  payment: PaymentProviderConfig,
): DepositOrder {
  expireDue(db, now, memberId);
  return orderOf(requireRow(db, memberId, orderNo), payment);
}

export function listDeposits(
  db: Db,
  memberId: number,
  query: { pageNo?: number; pageSize?: number },
  now: number,
  payment: PaymentProviderConfig,
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
  return pageOf(
    rows.map((row) => orderOf(row, payment)),
    pageNo,
    limit,
    total,
  );
}

type ClosedState = Exclude<DepositState, 'pending'>;

/** Ends a pending order in `to`; paying credits the ledger in the same transaction. */
function settle(db: Db, row: DepositRow, to: ClosedState, now: number, providerRef: string | null): void {
  db.prepare(
    "UPDATE deposit_orders SET state = ?, closed_at = ?, provider_ref = ? WHERE id = ? AND state = 'pending'",
  ).run(to, now, providerRef, row.id);
  if (to === 'paid') {
    addLedgerEntry(db, {
      memberId: row.memberId,
      amountCents: row.amountCents,
      kind: 'deposit',
      reference: row.orderNo,
      at: now,
    });
  }
}

/**
 * Moves a pending order to `to`. An order already in `to` is answered as it is (a provider may report
 * a payment twice), any other closed one refused.
 */
function close(
  db: Db,
  memberId: number | null,
  orderNo: string,
  to: ClosedState,
  now: number,
  payment: PaymentProviderConfig,
): DepositOrder {
  const run = db.transaction((): DepositOrder => {
    expireDue(db, now);
    const row = requireRow(db, memberId, orderNo);
    if (row.state === to) return orderOf(row, payment);
    if (row.state !== 'pending') throw new ApiFailure(409, 'payment.order_closed');
    settle(db, row, to, now, null);
    return orderOf(requireRow(db, memberId, orderNo), payment);
  });
  return run.immediate();
}

export const cancelDeposit = (db: Db, memberId: number, orderNo: string, now: number, payment: PaymentProviderConfig) =>
  close(db, memberId, orderNo, 'cancelled', now, payment);

/** Test mode: the payment provider reports the order paid. */
export const markDepositPaid = (db: Db, orderNo: string, now: number, payment: PaymentProviderConfig) =>
  close(db, null, orderNo, 'paid', now, payment);

/** Test mode: the order's time runs out now. */
export const markDepositExpired = (db: Db, orderNo: string, now: number, payment: PaymentProviderConfig) =>
  close(db, null, orderNo, 'expired', now, payment);

/**
 * Applies the payment provider's callback, whose signature the caller has checked. Only a pending
 * order with the same amount moves; the exact notice already applied is answered again unchanged
 * (providers retry), anything else about a closed order is refused. The ledger is credited once.
 */
export function applyDepositNotice(
  db: Db,
  notice: DepositNotice,
  now: number,
  payment: PaymentProviderConfig,
): DepositOrder {
  const run = db.transaction((): DepositOrder => {
    expireDue(db, now);
    const row = requireRow(db, null, notice.orderNo);
    if (toCents(notice.amount) !== row.amountCents) {
      throw malformed(`The notice's amount is not the order's.`, 'amount');
    }
    if (row.state === notice.status && row.providerRef === notice.providerRef) return orderOf(row, payment);
    if (row.state !== 'pending') throw new ApiFailure(409, 'payment.order_closed');
    settle(db, row, notice.status, now, notice.providerRef);
    return orderOf(requireRow(db, null, notice.orderNo), payment);
  });
  return run.immediate();
}
