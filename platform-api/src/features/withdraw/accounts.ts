import type { AccountKind, BindAccountBody, WithdrawAccount } from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { ApiFailure } from '../../http/errors';

export const MAX_ACCOUNTS = 5;

export interface AccountRow {
  id: number;
  kind: AccountKind;
  bankName: string;
  holderName: string;
  accountNumber: string;
}

const SELECT = `SELECT id, kind, bank_name AS bankName, holder_name AS holderName, account_number AS accountNumber
  FROM withdraw_accounts`;

/** Only the last four digits ever leave the server. */
export const accountOf = (row: AccountRow): WithdrawAccount => ({
  id: row.id,
  kind: row.kind,
  bankName: row.bankName,
  holderName: row.holderName,
  maskedNumber: `•••• ${row.accountNumber.slice(-4)}`,
});

export function listAccounts(db: Db, memberId: number): WithdrawAccount[] {
  return db
    .prepare<[number], AccountRow>(`${SELECT} WHERE member_id = ? AND removed_at IS NULL ORDER BY id`)
    .all(memberId)
    .map(accountOf);
}

/** A bound account of the member, or the row of any account (even unbound) for an order's history. */
export function findAccount(
  db: Db,
  memberId: number,
  id: number,
  { bound }: { bound: boolean },
): AccountRow | undefined {
  return db
    .prepare<[number, number, number], AccountRow>(
      `${SELECT} WHERE id = ? AND member_id = ? AND (? = 0 OR removed_at IS NULL)`,
    )
    .get(id, memberId, bound ? 1 : 0);
}

export function bindAccount(db: Db, memberId: number, body: BindAccountBody, now: number): WithdrawAccount {
  const run = db.transaction((): WithdrawAccount => {
    const count =
      db
        .prepare<[number], { n: number }>(
          'SELECT COUNT(*) AS n FROM withdraw_accounts WHERE member_id = ? AND removed_at IS NULL',
        )
        .get(memberId)?.n ?? 0;
    if (count >= MAX_ACCOUNTS) throw new ApiFailure(409, 'payment.accounts_full');
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO withdraw_accounts (member_id, kind, bank_name, holder_name, account_number, created_at)
          VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(memberId, body.kind, body.bankName.trim(), body.holderName.trim(), body.accountNumber, now);
    const row = findAccount(db, memberId, Number(lastInsertRowid), { bound: true });
    if (!row) throw new Error('withdraw: a bound account vanished');
    return accountOf(row);
  });
  return run.immediate();
}

export function unbindAccount(db: Db, memberId: number, id: number, now: number): void {
  const { changes } = db
    .prepare('UPDATE withdraw_accounts SET removed_at = ? WHERE id = ? AND member_id = ? AND removed_at IS NULL')
    .run(now, id, memberId);
  if (changes === 0) throw new ApiFailure(404, 'payment.account_missing');
}
