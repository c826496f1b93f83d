// What an agent earns: rebates (its own and its team's), dividends by half-month period under the
// accepted dividend contract, and the red-envelope event.
import type {
  DividendPeriod,
  DividendValue,
  RebateEntry,
  RebateQuery,
  RebateValue,
  RedRainValue,
} from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { toPesos } from '../ledger/ledger';
import { rebateRates } from './accounts';
import { acceptedContract, tierValue } from './contracts';
import { DAY_MS, dayOf, dayStart, manilaMidnight, type Period } from './days';
import { TEAM_CTE, named, type Named } from './team';

export function rebates(db: Db, agentId: number, period: Period, scope: RebateQuery['scope']): RebateValue {
  const rows =
    scope === 'agent'
      ? db
          .prepare<[number, number, number], { at: number; account: string; amount: number }>(
            `SELECT l.created_at AS at, m.account, l.amount_cents AS amount FROM ledger l JOIN members m ON m.id = l.member_id
             WHERE l.member_id = ? AND l.kind = 'rebate' AND l.created_at >= ? AND l.created_at < ? ORDER BY l.created_at DESC`,
          )
          .all(agentId, period.from, period.to)
      : db
          .prepare<[Named], { at: number; account: string; amount: number }>(
            `${TEAM_CTE} SELECT l.created_at AS at, m.account, l.amount_cents AS amount FROM ledger l
               JOIN team t ON t.id = l.member_id JOIN members m ON m.id = l.member_id
             WHERE l.kind = 'rebate' AND l.created_at >= @p2 AND l.created_at < @p3 ORDER BY l.created_at DESC, m.account`,
          )
          .all(named(agentId, period.from, period.to));
  const list: RebateEntry[] = rows.map((row) => ({
    date: dayOf(row.at),
    account: row.account,
    amount: toPesos(row.amount),
  }));
  const total = toPesos(rows.reduce((sum, row) => sum + row.amount, 0));
  return { rates: rebateRates(db, agentId), list, total };
}

/** Half-month periods (1st–15th, 16th–end), newest first, the current one included. */
function halfMonths(now: number, count: number): { start: string; end: string }[] {
  const periods: { start: string; end: string }[] = [];
  let day = dayOf(now);
  for (let i = 0; i < count; i += 1) {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const mm = String(month).padStart(2, '0');
    const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const period =
      date <= 15
        ? { start: `${year}-${mm}-01`, end: `${year}-${mm}-15` }
        : { start: `${year}-${mm}-16`, end: `${year}-${mm}-${String(lastDate).padStart(2, '0')}` };
    periods.push(period);
    day = dayOf(dayStart(period.start) - DAY_MS);
  }
  return periods;
}

export function dividends(db: Db, agentId: number, now: number): DividendValue {
  const contract = acceptedContract(db, agentId, 'dividend');
  const stakes = db.prepare<[Named], { stake: number; winLoss: number }>(
    `${TEAM_CTE} SELECT COALESCE(SUM(b.stake_cents), 0) AS stake, COALESCE(SUM(b.win_loss_cents), 0) AS winLoss
     FROM bets b JOIN team t ON t.id = b.member_id WHERE b.placed_at >= @p2 AND b.placed_at < @p3`,
  );
  const today = manilaMidnight(now);
  const periods: DividendPeriod[] = halfMonths(now, 4).map(({ start, end }) => {
    const to = dayStart(end) + DAY_MS;
    const row = stakes.get(named(agentId, dayStart(start), to)) ?? { stake: 0, winLoss: 0 };
    const lossCents = -row.winLoss;
    const rate = contract ? tierValue(contract.tiers, toPesos(lossCents)) : 0;
    return {
      start,
      end,
      betAmount: toPesos(row.stake),
      teamLossAmount: toPesos(lossCents),
      rate,
      amount: toPesos(lossCents > 0 ? Math.floor((lossCents * rate) / 100) : 0),
      status: to <= today ? 'settled' : 'open',
    };
  });
  return { contract, periods };
}

const SESSION_HOURS = [12, 20];
const SESSION_MINUTES = 10;

export function redRain(db: Db, agentId: number, now: number): RedRainValue {
  const today = manilaMidnight(now);
  const sessions: RedRainValue['sessions'] = [];
  for (let day = 0; sessions.length < 4; day += 1) {
    for (const hour of SESSION_HOURS) {
      const start = today + day * DAY_MS + hour * 3_600_000;
      const end = start + SESSION_MINUTES * 60_000;
      if (end > now && sessions.length < 4) {
        sessions.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() });
      }
    }
  }
  const claims = db
    .prepare<[number], { at: number; amount: number }>(
      `SELECT created_at AS at, amount_cents AS amount FROM ledger
       WHERE member_id = ? AND kind = 'reward' AND reference LIKE 'red-rain:%' ORDER BY created_at DESC LIMIT 30`,
    )
    .all(agentId)
    .map((row) => ({ at: new Date(row.at).toISOString(), amount: toPesos(row.amount) }));
  return { sessions, minDepositAmount: 500, maxEnvelopeAmount: 88.88, claims };
}
