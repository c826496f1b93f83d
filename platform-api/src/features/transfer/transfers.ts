// Superior transfer: a member sends part of their balance to their upline, as two ledger entries of
// kind `transfer` (one each side) written in the same transaction.
import { NO_UPLINE_TRANSFER_TYPE, type UplineTransfer, type UplineTransferInfo } from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { ApiFailure } from '../../http/errors';
import { addLedgerEntry, balanceCents, toPesos } from '../ledger/ledger';
import { iso, orderNoOf } from '../ledger/orders';
import { requireTurnoverMet } from '../rewards/turnover';

interface Upline {
  id: number;
  account: string;
  nickname: string;
}

/** The member's upline, or 403 when the member may not transfer (no upline, or type 2). */
export function uplineOf(db: Db, memberId: number): Upline {
  const row = db
    .prepare<[number], { type: number; id: number | null; account: string | null; nickname: string | null }>(
      `SELECT m.type, u.id, u.account, u.nickname FROM members m LEFT JOIN members u ON u.id = m.upline_id
        WHERE m.id = ?`,
    )
    .get(memberId);
  if (!row || row.type === NO_UPLINE_TRANSFER_TYPE || row.id === null || row.account === null) {
    throw new ApiFailure(403, 'auth.no_permission');
  }
  return { id: row.id, account: row.account, nickname: row.nickname ?? row.account };
}

export function uplineTransferInfo(db: Db, memberId: number): UplineTransferInfo {
  const upline = uplineOf(db, memberId);
  return {
    upline: { account: upline.account, nickname: upline.nickname },
    balance: toPesos(balanceCents(db, memberId)),
  };
}

interface TransferRow {
  transferNo: string;
  amountCents: number;
  upline: string;
  createdAt: number;
}

function findTransfer(db: Db, memberId: number, key: string): TransferRow | undefined {
  return db
    .prepare<[number, string], TransferRow>(
      `SELECT t.transfer_no AS transferNo, t.amount_cents AS amountCents, u.account AS upline, t.created_at AS createdAt
         FROM upline_transfers t JOIN members u ON u.id = t.upline_id
        WHERE t.member_id = ? AND t.idempotency_key = ?`,
    )
    .get(memberId, key);
}

export interface TransferInput {
  memberId: number;
  amountCents: number;
  idempotencyKey: string;
  now: number;
}

/**
 * Moves the amount to the upline, or refuses it above the balance. A key already used answers the
 * transfer it made, so a double tap moves the money once.
 */
export function transferToUpline(db: Db, input: TransferInput): UplineTransfer {
  const run = db.transaction((): TransferRow => {
    const done = findTransfer(db, input.memberId, input.idempotencyKey);
    if (done) return done;
    const upline = uplineOf(db, input.memberId);
    // A bonus's turnover holds the money here, so a new account cannot pass its bonus up the line.
    requireTurnoverMet(db, input.memberId);
    if (input.amountCents > balanceCents(db, input.memberId)) {
      throw new ApiFailure(400, 'payment.insufficient', undefined, { field: 'amount' });
    }
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO upline_transfers (transfer_no, member_id, upline_id, idempotency_key, amount_cents, created_at)
         VALUES ('', ?, ?, ?, ?, ?)`,
      )
      .run(input.memberId, upline.id, input.idempotencyKey, input.amountCents, input.now);
    const transferNo = orderNoOf('T', Number(lastInsertRowid), input.now);
    db.prepare('UPDATE upline_transfers SET transfer_no = ? WHERE id = ?').run(transferNo, lastInsertRowid);
    const entry = { kind: 'transfer' as const, reference: transferNo, at: input.now };
    addLedgerEntry(db, { ...entry, memberId: input.memberId, amountCents: -input.amountCents });
    addLedgerEntry(db, { ...entry, memberId: upline.id, amountCents: input.amountCents });
    return { transferNo, amountCents: input.amountCents, upline: upline.account, createdAt: input.now };
  });
  // IMMEDIATE: the balance read and the debit cannot interleave with another request's.
  const row = run.immediate();
  return {
    transferNo: row.transferNo,
    amount: toPesos(row.amountCents),
    upline: row.upline,
    createdAt: iso(row.createdAt),
    balance: toPesos(balanceCents(db, input.memberId)),
  };
}
