import {
  AGENT_TRANSACTION_TYPES,
  type BetFilterOption,
  type BetRecordPage,
  type BetRecordQuery,
  type ProfitLoss,
  type ProfitLossQuery,
  type TransactionPage,
  type TransactionQuery,
  type TransactionType,
} from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import type { ContentLanguage } from '../../http/request-context';
import { toPesos } from '../ledger/ledger';
import { iso, pageOf, pageWindow } from '../ledger/orders';
import { manilaRange } from './range';

interface BetRow {
  roundId: string;
  vendor: string;
  gameType: string;
  nameTy: string | null;
  nameEn: string | null;
  stakeCents: number;
  payoutCents: number;
  winLossCents: number;
  placedAt: number;
}

/** The member's bets placed in the range, filtered, newest first, with totals of every match. */
export function betRecords(db: Db, memberId: number, query: BetRecordQuery, language: ContentLanguage): BetRecordPage {
  const { start, end } = manilaRange(query);
  const where = `b.member_id = ? AND b.placed_at >= ? AND b.placed_at < ?
    AND (? IS NULL OR b.vendor = ?) AND (? IS NULL OR b.game_type = ?)`;
  const vendor = query.vendor ?? null;
  const gameType = query.gameType ?? null;
  const params = [memberId, start, end, vendor, vendor, gameType, gameType] as const;
  const { limit, offset, pageNo } = pageWindow(query);
  const rows = db
    .prepare<unknown[], BetRow>(
      `SELECT b.round_id AS roundId, b.vendor, b.game_type AS gameType, g.name_ty AS nameTy, g.name_en AS nameEn,
         b.stake_cents AS stakeCents, b.payout_cents AS payoutCents, b.win_loss_cents AS winLossCents,
         b.placed_at AS placedAt
       FROM bets b LEFT JOIN games g ON g.node_id = b.node_id
       WHERE ${where} ORDER BY b.placed_at DESC, b.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, limit, offset);
  const totals = db
    .prepare<unknown[], { count: number; stake: number; payout: number; winLoss: number }>(
      `SELECT COUNT(*) AS count, COALESCE(SUM(stake_cents), 0) AS stake, COALESCE(SUM(payout_cents), 0) AS payout,
         COALESCE(SUM(win_loss_cents), 0) AS winLoss FROM bets b WHERE ${where}`,
    )
    .get(...params) ?? { count: 0, stake: 0, payout: 0, winLoss: 0 };
  const list = rows.map((row) => ({
    roundId: row.roundId,
    vendor: row.vendor,
    gameType: row.gameType,
    gameName: (language === 'EN' ? row.nameEn : row.nameTy) ?? row.roundId,
    stake: toPesos(row.stakeCents),
    payout: toPesos(row.payoutCents),
    winLoss: toPesos(row.winLossCents),
    placedAt: iso(row.placedAt),
  }));
  return {
    ...pageOf(list, pageNo, limit, totals.count),
    totals: {
      count: totals.count,
      stake: toPesos(totals.stake),
      payout: toPesos(totals.payout),
      winLoss: toPesos(totals.winLoss),
    },
  };
}

/** The vendors the member has bet with, and the game types of each. */
export function betFilters(db: Db, memberId: number): BetFilterOption[] {
  const rows = db
    .prepare<[number], { vendor: string; vendorName: string | null; gameType: string }>(
      `SELECT DISTINCT b.vendor, v.name AS vendorName, b.game_type AS gameType
         FROM bets b LEFT JOIN vendors v ON v.code = b.vendor WHERE b.member_id = ? ORDER BY v.sort_order, b.vendor, b.game_type`,
    )
    .all(memberId);
  const options = new Map<string, BetFilterOption>();
  for (const row of rows) {
    const option = options.get(row.vendor) ?? {
      vendor: row.vendor,
      vendorName: row.vendorName ?? row.vendor,
      gameTypes: [],
    };
    option.gameTypes.push(row.gameType);
    options.set(row.vendor, option);
  }
  return [...options.values()];
}

interface EntryRow {
  id: number;
  type: TransactionType;
  amountCents: number;
  balanceCents: number;
  reference: string;
  createdAt: number;
}

/** Ledger entries of the range, newest first, each with the balance it left. */
export function transactions(db: Db, memberId: number, query: TransactionQuery): TransactionPage {
  const { start, end } = manilaRange(query);
  const type = query.type ?? null;
  const group = query.group === 'agent' ? JSON.stringify(AGENT_TRANSACTION_TYPES) : null;
  const { limit, offset, pageNo } = pageWindow(query);
  const from = `FROM (SELECT id, kind, amount_cents, reference, created_at,
      SUM(amount_cents) OVER (ORDER BY id) AS balance_cents FROM ledger WHERE member_id = ?)
    WHERE created_at >= ? AND created_at < ? AND (? IS NULL OR kind = ?)
      AND (? IS NULL OR kind IN (SELECT value FROM json_each(?)))`;
  const params = [memberId, start, end, type, type, group, group] as const;
  const rows = db
    .prepare<unknown[], EntryRow>(
      `SELECT id, kind AS type, amount_cents AS amountCents, balance_cents AS balanceCents, reference,
         created_at AS createdAt ${from} ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, limit, offset);
  const total = db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n ${from}`).get(...params)?.n ?? 0;
  const list = rows.map((row) => ({
    id: row.id,
    type: row.type,
    amount: toPesos(row.amountCents),
    balance: toPesos(row.balanceCents),
    reference: row.reference,
    createdAt: iso(row.createdAt),
  }));
  return pageOf(list, pageNo, limit, total);
}

/** What moved the balance in the range, by kind; profit is what play gave back less what it took. */
export function profitLoss(db: Db, memberId: number, query: ProfitLossQuery): ProfitLoss {
  const { start, end } = manilaRange(query);
  const sums = new Map(
    db
      .prepare<[number, number, number], { kind: TransactionType; cents: number }>(
        `SELECT kind, SUM(amount_cents) AS cents FROM ledger WHERE member_id = ? AND created_at >= ? AND created_at < ?
          GROUP BY kind`,
      )
      .all(memberId, start, end)
      .map((row) => [row.kind, row.cents]),
  );
  const of = (kind: TransactionType) => sums.get(kind) ?? 0;
  const bets = -of('bet');
  const payouts = of('settlement');
  const rebates = of('rebate');
  const rewards = of('reward');
  return {
    deposits: toPesos(of('deposit')),
    // Money that left for good or is on hold for a withdrawal; a released hold comes back.
    withdrawals: toPesos(-(of('withdraw_hold') + of('withdraw_release') + of('withdraw_payout'))),
    bets: toPesos(bets),
    payouts: toPesos(payouts),
    rebates: toPesos(rebates),
    rewards: toPesos(rewards),
    profit: toPesos(payouts + rebates + rewards - bets),
  };
}
