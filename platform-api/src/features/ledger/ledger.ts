import { TRANSACTION_TYPES, type WalletSummary } from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { CURRENCY_SYMBOL } from '../../db/seed/members';
import { prepared } from './prepared';

/**
 * What moved a balance (the account record's transaction types). The sign is fixed per kind (the table checks it):
 * - deposit (+): money paid in.
 * - withdraw_hold (−): a requested withdrawal leaves the balance at once.
 * - withdraw_release (+): a refused or cancelled withdrawal gives its hold back.
 * - withdraw_payout (≤ 0): a held withdrawal is paid out; its money already left with the hold, so the
 *   entry carries only a fee, usually 0.
 * - bet (−) and settlement (+): a round's stake and, when it pays, its payout.
 * - rebate (+), reward (+): promotions.
 * - transfer, adjustment (either sign): agent transfers and operator corrections (also opening balances).
 */
export const LEDGER_KINDS = TRANSACTION_TYPES;

export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerEntry {
  memberId: number;
  amountCents: number;
  kind: LedgerKind;
  reference: string;
  /** Milliseconds since the epoch. */
  at: number;
}

/** Writes one entry. Call it inside the transaction that does the business the entry records. */
export function addLedgerEntry(db: Db, entry: LedgerEntry): void {
  if (!Number.isSafeInteger(entry.amountCents)) {
    throw new Error(`ledger: amount must be whole centavos, not ${entry.amountCents}`);
  }
  prepared(db, 'INSERT INTO ledger (member_id, amount_cents, kind, reference, created_at) VALUES (?, ?, ?, ?, ?)').run(
    entry.memberId,
    entry.amountCents,
    entry.kind,
    entry.reference,
    entry.at,
  );
}

/** The member's balance: the sum of their ledger, in centavos. */
export function balanceCents(db: Db, memberId: number): number {
  const row = prepared<[number], { total: number }>(
    db,
    'SELECT COALESCE(SUM(amount_cents), 0) AS total FROM ledger WHERE member_id = ?',
  ).get(memberId);
  return row?.total ?? 0;
}

/** Centavos as the pesos the wire carries (WalletSummary.sumBalance and every amount beside it). */
export const toPesos = (cents: number) => cents / 100;

/** Pesos from the wire as centavos, or null when the amount has more than two decimals. */
export function toCents(pesos: number): number | null {
  const cents = Math.round(pesos * 100);
  return Math.abs(cents - pesos * 100) < 1e-6 && Number.isSafeInteger(cents) ? cents : null;
}

export function walletSummary(db: Db, memberId: number): WalletSummary {
  const wallet = db
    .prepare<[number], { currencySymbol: string }>(
      'SELECT currency_symbol AS currencySymbol FROM wallets WHERE member_id = ?',
    )
    .get(memberId);
  return { sumBalance: toPesos(balanceCents(db, memberId)), currencySymbol: wallet?.currencySymbol ?? CURRENCY_SYMBOL };
}
