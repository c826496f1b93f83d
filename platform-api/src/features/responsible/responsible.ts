import {
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_HOURS,
  REALITY_CHECK_DEFAULT_MINUTES,
  type DepositLimit,
  type ErrorCode,
  type ExclusionBody,
  type ExclusionKind,
  type ExclusionPeriod,
  type ExclusionValue,
  type LimitPeriod,
  type ResponsibleSettings,
} from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { ApiFailure } from '../../http/errors';
import { toPesos } from '../ledger/ledger';
import { iso } from '../ledger/orders';
import { manilaDateTime, pesoText } from './manila-format';

const HOUR = 3_600_000;
const WINDOW_MS: Record<LimitPeriod, number> = { day: 24 * HOUR, week: 7 * 24 * HOUR, month: 30 * 24 * HOUR };
const LIMIT_CODES: Record<LimitPeriod, ErrorCode> = {
  day: 'payment.limit_day',
  week: 'payment.limit_week',
  month: 'payment.limit_month',
};

interface LimitRow {
  period: LimitPeriod;
  amountCents: number | null;
  hasPending: number;
  pendingCents: number | null;
  pendingAt: number | null;
}

/** Raises whose 24 hours are over become the limit; every reader calls this first. */
function applyDueRaises(db: Db, memberId: number, now: number): void {
  db.prepare<[number, number]>(
    `UPDATE deposit_limits SET amount_cents = pending_cents, has_pending = 0, pending_cents = NULL, pending_at = NULL
      WHERE member_id = ? AND has_pending = 1 AND pending_at <= ?`,
  ).run(memberId, now);
}

function limitRows(db: Db, memberId: number, now: number): Map<LimitPeriod, LimitRow> {
  applyDueRaises(db, memberId, now);
  const rows = db
    .prepare<[number], LimitRow>(
      `SELECT period, amount_cents AS amountCents, has_pending AS hasPending, pending_cents AS pendingCents,
              pending_at AS pendingAt FROM deposit_limits WHERE member_id = ?`,
    )
    .all(memberId);
  return new Map(rows.map((row) => [row.period, row]));
}

/** Centavos deposited, or still open to be paid, within the period's window up to `now`. */
function depositedCents(db: Db, memberId: number, period: LimitPeriod, now: number): number {
  return (
    db
      .prepare<[number, number, number], { total: number }>(
        `SELECT COALESCE(SUM(amount_cents), 0) AS total FROM deposit_orders
          WHERE member_id = ? AND created_at > ? AND (state = 'paid' OR (state = 'pending' AND expires_at > ?))`,
      )
      .get(memberId, now - WINDOW_MS[period], now)?.total ?? 0
  );
}

export function readSettings(db: Db, memberId: number, now: number): ResponsibleSettings {
  const rows = limitRows(db, memberId, now);
  const limits = LIMIT_PERIODS.map((period): DepositLimit => {
    const row = rows.get(period);
    const pendingCents = row?.pendingCents ?? null;
    return {
      period,
      amount: row?.amountCents == null ? null : toPesos(row.amountCents),
      used: toPesos(depositedCents(db, memberId, period, now)),
      pending:
        row?.hasPending === 1 && row.pendingAt !== null
          ? { amount: pendingCents === null ? null : toPesos(pendingCents), appliesAt: iso(row.pendingAt) }
          : null,
    };
  });
  const minutes = db
    .prepare<[number], { minutes: number }>(
      'SELECT reality_check_minutes AS minutes FROM responsible_settings WHERE member_id = ?',
    )
    .get(memberId)?.minutes;
  return { limits, realityCheckMinutes: minutes ?? REALITY_CHECK_DEFAULT_MINUTES };
}

/**
 * Sets a limit (null: none). A lower one applies at once and drops any waiting raise; a higher one, or
 * none at all, waits LIMIT_RAISE_DELAY_HOURS so a decision taken in the heat of play can cool.
 */
export function setDepositLimit(
  db: Db,
  memberId: number,
  period: LimitPeriod,
  amountCents: number | null,
  now: number,
): ResponsibleSettings {
  db.transaction(() => {
    const current = limitRows(db, memberId, now).get(period)?.amountCents ?? null;
    const lower = amountCents !== null && (current === null || amountCents <= current);
    db.prepare(
      `INSERT INTO deposit_limits (member_id, period) VALUES (?, ?) ON CONFLICT (member_id, period) DO NOTHING`,
    ).run(memberId, period);
    if (lower) {
      db.prepare(
        `UPDATE deposit_limits SET amount_cents = ?, has_pending = 0, pending_cents = NULL, pending_at = NULL
          WHERE member_id = ? AND period = ?`,
      ).run(amountCents, memberId, period);
    } else {
      db.prepare(
        `UPDATE deposit_limits SET has_pending = 1, pending_cents = ?, pending_at = ? WHERE member_id = ? AND period = ?`,
      ).run(amountCents, now + LIMIT_RAISE_DELAY_HOURS * HOUR, memberId, period);
    }
  }).immediate();
  return readSettings(db, memberId, now);
}

/** Refuses a deposit that would take any window over its limit, saying the limit and what remains. */
export function checkDepositLimits(db: Db, memberId: number, amountCents: number, now: number): void {
  const rows = limitRows(db, memberId, now);
  for (const period of LIMIT_PERIODS) {
    const limit = rows.get(period)?.amountCents;
    if (limit == null) continue;
    const remaining = Math.max(0, limit - depositedCents(db, memberId, period, now));
    if (amountCents > remaining) {
      throw new ApiFailure(400, LIMIT_CODES[period], `The deposit would exceed the ${period} deposit limit.`, {
        field: 'amount',
        values: { limit: pesoText(limit), remaining: pesoText(remaining) },
      });
    }
  }
}

export function setRealityCheck(db: Db, memberId: number, minutes: number, now: number): ResponsibleSettings {
  db.prepare(
    `INSERT INTO responsible_settings (member_id, reality_check_minutes) VALUES (?, ?)
       ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes`,
  ).run(memberId, minutes);
  return readSettings(db, memberId, now);
}

/** When a break taken at `now` ends; months and years are calendar ones. */
export function exclusionEnd(period: ExclusionPeriod, now: number): number {
  const end = new Date(now);
  switch (period) {
    case '24h':
      return now + 24 * HOUR;
    case '7d':
      return now + 7 * 24 * HOUR;
    case '30d':
      return now + 30 * 24 * HOUR;
    case '6m':
      return end.setUTCMonth(end.getUTCMonth() + 6);
    case '1y':
      return end.setUTCFullYear(end.getUTCFullYear() + 1);
    case '5y':
      return end.setUTCFullYear(end.getUTCFullYear() + 5);
  }
}

/**
 * Starts a time-out or self-exclusion and signs the member out everywhere. A break already running
 * is only ever lengthened: a member cannot shorten one by choosing a shorter period.
 */
export function startExclusion(db: Db, memberId: number, body: ExclusionBody, now: number): ExclusionValue {
  const wanted = exclusionEnd(body.period, now);
  return db
    .transaction((): ExclusionValue => {
      const current = excludedUntil(db, memberId, now);
      const until = current === null ? wanted : Math.max(current, wanted);
      db.prepare(
        `INSERT INTO responsible_settings (member_id, exclusion_kind, excluded_until) VALUES (?, ?, ?)
           ON CONFLICT (member_id) DO UPDATE SET exclusion_kind = excluded.exclusion_kind,
             excluded_until = excluded.excluded_until`,
      ).run(memberId, body.kind, until);
      db.prepare('UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL').run(now, memberId);
      return { kind: body.kind, until: iso(until) };
    })
    .immediate();
}

function excludedUntil(db: Db, memberId: number, now: number): number | null {
  const until = db
    .prepare<[number], { until: number | null }>(
      'SELECT excluded_until AS until FROM responsible_settings WHERE member_id = ?',
    )
    .get(memberId)?.until;
  return until != null && until > now ? until : null;
}

/** Login's check: a member on a break is refused, told until when (Manila time). */
export function refuseExcluded(db: Db, memberId: number, now: number): void {
  const until = excludedUntil(db, memberId, now);
  if (until !== null) {
    throw new ApiFailure(403, 'auth.excluded', `Login is closed until ${iso(until)}.`, {
      values: { until: manilaDateTime(until) },
    });
  }
}

/**
 * The game page's check before every call: a member on a break plays no more, at once, even in a game
 * already open. The refusal to answer (null: none): a time-out and a self-exclusion have different
 * codes, each saying until when.
 */
export function playBreakRefusal(db: Db, memberId: number, now: number): ApiFailure | null {
  const row = db
    .prepare<[number, number], { kind: ExclusionKind; until: number }>(
      `SELECT exclusion_kind AS kind, excluded_until AS until FROM responsible_settings
        WHERE member_id = ? AND excluded_until > ?`,
    )
    .get(memberId, now);
  if (!row) return null;
  const code: ErrorCode = row.kind === 'timeout' ? 'play.timeout' : 'play.excluded';
  return new ApiFailure(403, code, `Play is closed until ${iso(row.until)}.`, {
    values: { until: manilaDateTime(row.until) },
  });
}

/** Pesos won minus staked on the member's rounds since `since`. */
export function playResult(db: Db, memberId: number, since: number): number {
  const total =
    db
      .prepare<[number, number], { total: number }>(
        `SELECT COALESCE(SUM(amount_cents), 0) AS total FROM ledger
          WHERE member_id = ? AND created_at >= ? AND kind IN ('bet', 'settlement')`,
      )
      .get(memberId, since)?.total ?? 0;
  return toPesos(total);
}
