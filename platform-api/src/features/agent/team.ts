// Reads of an agent's downline: every query starts from the recursive `team` table (id, level).
import {
  AGENT_PAGING,
  NON_AGENT_HOME_TYPES,
  TEAM_LEVELS,
  type TeamBetsQuery,
  type TeamBetsValue,
  type TeamKpiDay,
  type TeamKpiFooter,
  type TeamKpiValue,
  type TeamMember,
  type TeamMembersQuery,
  type TeamMembersValue,
  type TeamPnlRow,
  type TeamPnlValue,
} from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import type { SessionMember } from '../auth/sessions';
import { ApiFailure } from '../../http/errors';
import { toPesos } from '../ledger/ledger';
import { dayOf, type Period } from './days';

/** The downline of `@agent` with each member's depth, as a WITH clause. */
export const TEAM_CTE = `WITH RECURSIVE team(id, level) AS (
  SELECT id, 1 FROM members WHERE upline_id = @agent
  UNION ALL SELECT m.id, team.level + 1 FROM members m JOIN team ON m.upline_id = team.id
)`;

/** The session's member when it is an agent; 403 `auth.no_permission` for anyone else. */
export function requireAgent(member: SessionMember): SessionMember {
  if (NON_AGENT_HOME_TYPES.includes(member.type)) throw new ApiFailure(403, 'auth.no_permission');
  return member;
}

/** Named parameters of a TEAM_CTE query: `@agent`, then `@p2`, `@p3`, ... in order. */
export type Named = Record<string, unknown>;
export const named = (agent: number, ...rest: readonly unknown[]): Named => ({
  agent,
  ...Object.fromEntries(rest.map((value, index) => [`p${index + 2}`, value])),
});

const count = (db: Db, sql: string, agent: number, ...rest: unknown[]) =>
  db.prepare<[Named], { n: number }>(sql).get(named(agent, ...rest))?.n ?? 0;

export function teamKpi(db: Db, agentId: number, period: Period, size: number, now: number): TeamKpiValue {
  const { from, to } = period;
  const logins = count(
    db,
    `${TEAM_CTE} SELECT COUNT(*) AS n FROM team t JOIN members m ON m.id = t.id WHERE EXISTS (
       SELECT 1 FROM member_logins l WHERE l.member_id = t.id AND l.logged_in_at >= @p2 AND l.logged_in_at < @p3)
       OR (m.last_login_at >= @p4 AND m.last_login_at < @p5)`,
    agentId,
    from,
    to,
    new Date(from).toISOString(),
    new Date(to).toISOString(),
  );
  const bettors = count(
    db,
    `${TEAM_CTE} SELECT COUNT(DISTINCT b.member_id) AS n FROM bets b JOIN team t ON t.id = b.member_id
       WHERE b.placed_at >= @p2 AND b.placed_at < @p3`,
    agentId,
    from,
    to,
  );
  const online = count(
    db,
    `${TEAM_CTE} SELECT COUNT(DISTINCT s.member_id) AS n FROM sessions s JOIN team t ON t.id = s.member_id
       WHERE s.revoked_at IS NULL AND s.expires_at > @p2`,
    agentId,
    now,
  );
  const members = count(db, `${TEAM_CTE} SELECT COUNT(*) AS n FROM team`, agentId);
  const days = dailyFigures(db, agentId, period);
  const sum = (key: keyof Omit<TeamKpiDay, 'date'>) => days.reduce((total, day) => total + day[key], 0);
  const footer: TeamKpiFooter = {
    teamLoginMemberCount: logins,
    teamBetMemberCount: bettors,
    teamRegisterMemberCount: sum('newMembers'),
    teamOnlineCount: online,
    teamMemberCount: members,
    depositAmount: toPesos(sum('depositAmount')),
    withdrawAmount: toPesos(sum('withdrawAmount')),
    betAmount: toPesos(sum('betAmount')),
    winLossAmount: toPesos(sum('winLossAmount')),
  };
  const list =
    size === 0
      ? []
      : days.slice(-size).map((day) => ({
          ...day,
          depositAmount: toPesos(day.depositAmount),
          withdrawAmount: toPesos(day.withdrawAmount),
          betAmount: toPesos(day.betAmount),
          winLossAmount: toPesos(day.winLossAmount),
        }));
  return { list, footer };
}

/** Per day of the period, in centavos: new members, deposits, withdrawals, stakes and win/loss. */
function dailyFigures(db: Db, agentId: number, period: Period): TeamKpiDay[] {
  const byDay = new Map<string, TeamKpiDay>(
    period.days.map((date) => [
      date,
      { date, newMembers: 0, depositAmount: 0, withdrawAmount: 0, betAmount: 0, winLossAmount: 0 },
    ]),
  );
  const registered = db
    .prepare<[Named], { regDate: string }>(
      `${TEAM_CTE} SELECT m.reg_date AS regDate FROM team t JOIN members m ON m.id = t.id
         WHERE m.reg_date >= @p2 AND m.reg_date < @p3`,
    )
    .all(named(agentId, new Date(period.from).toISOString(), new Date(period.to).toISOString()));
  for (const row of registered) {
    const day = byDay.get(dayOf(Date.parse(row.regDate)));
    if (day) day.newMembers += 1;
  }
  const money = db
    .prepare<[Named], { kind: string; amount: number; at: number }>(
      `${TEAM_CTE} SELECT l.kind, l.amount_cents AS amount, l.created_at AS at FROM ledger l JOIN team t ON t.id = l.member_id
         WHERE l.kind IN ('deposit', 'withdraw_hold', 'withdraw_release') AND l.created_at >= @p2 AND l.created_at < @p3`,
    )
    .all(named(agentId, period.from, period.to));
  for (const row of money) {
    const day = byDay.get(dayOf(row.at));
    if (!day) continue;
    if (row.kind === 'deposit') day.depositAmount += row.amount;
    else day.withdrawAmount -= row.amount;
  }
  const bets = db
    .prepare<[Named], { stake: number; winLoss: number; at: number }>(
      `${TEAM_CTE} SELECT b.stake_cents AS stake, b.win_loss_cents AS winLoss, b.placed_at AS at
         FROM bets b JOIN team t ON t.id = b.member_id WHERE b.placed_at >= @p2 AND b.placed_at < @p3`,
    )
    .all(named(agentId, period.from, period.to));
  for (const row of bets) {
    const day = byDay.get(dayOf(row.at));
    if (!day) continue;
    day.betAmount += row.stake;
    day.winLossAmount += row.winLoss;
  }
  return [...byDay.values()];
}

interface MemberRow {
  id: number;
  account: string;
  type: number;
  level: number;
  balance: number;
  regDate: string;
  lastLoginAt: string | null;
  disabled: number;
  downlineCount: number;
}

/** One level of the downline under `parentId` (which must be the agent or in its team), or a search of it all. */
export function teamMembers(db: Db, agent: SessionMember, query: TeamMembersQuery): TeamMembersValue {
  const pageSize = query.pageSize ?? AGENT_PAGING.pageSize;
  const pageNo = query.pageNo ?? AGENT_PAGING.firstPage;
  const search = query.account?.trim() ?? '';
  const parentId = query.parentId ?? agent.id;
  let path: TeamMembersValue['path'] = [];
  if (!search) path = pathTo(db, agent, parentId);
  const where = search ? "m.account LIKE '%' || @p2 || '%' ESCAPE '\\'" : 'm.upline_id = @p2';
  const filter = search ? search.replace(/[\\%_]/g, (c) => `\\${c}`) : parentId;
  const total = count(
    db,
    `${TEAM_CTE} SELECT COUNT(*) AS n FROM team t JOIN members m ON m.id = t.id WHERE ${where}`,
    agent.id,
    filter,
  );
  const rows = db
    .prepare<[Named], MemberRow>(
      `${TEAM_CTE} SELECT m.id, m.account, m.type, t.level, m.reg_date AS regDate, m.last_login_at AS lastLoginAt,
         m.disabled, (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger WHERE member_id = m.id) AS balance,
         (SELECT COUNT(*) FROM members d WHERE d.upline_id = m.id) AS downlineCount
       FROM team t JOIN members m ON m.id = t.id WHERE ${where}
       ORDER BY t.level, m.account LIMIT @p3 OFFSET @p4`,
    )
    .all(named(agent.id, filter, pageSize, (pageNo - 1) * pageSize));
  const list: TeamMember[] = rows.map((row) => ({
    id: row.id,
    account: row.account,
    type: row.type,
    isAgent: !NON_AGENT_HOME_TYPES.includes(row.type),
    level: row.level,
    balance: toPesos(row.balance),
    regDate: row.regDate,
    lastLoginAt: row.lastLoginAt,
    status: row.disabled ? 'disabled' : 'active',
    downlineCount: row.downlineCount,
  }));
  return { list, pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)), total, path };
}

/** The chain from the agent down to `memberId`; 403 when the member is not in the agent's team. */
function pathTo(db: Db, agent: SessionMember, memberId: number): TeamMembersValue['path'] {
  const chain: TeamMembersValue['path'] = [];
  const find = db.prepare<[number], { id: number; account: string; uplineId: number | null }>(
    'SELECT id, account, upline_id AS uplineId FROM members WHERE id = ?',
  );
  for (let id: number | null = memberId; id !== null;) {
    const row = find.get(id);
    if (!row) break;
    chain.unshift({ id: row.id, account: row.account });
    if (row.id === agent.id) return chain;
    id = row.uplineId;
  }
  throw new ApiFailure(403, 'auth.no_permission', 'That member is not in your team.');
}

export function teamPnl(db: Db, agentId: number, period: Period): TeamPnlValue {
  const empty = (level: number): TeamPnlRow => ({
    level,
    memberCount: 0,
    betMemberCount: 0,
    depositAmount: 0,
    withdrawAmount: 0,
    betAmount: 0,
    payoutAmount: 0,
    winLossAmount: 0,
    rebateAmount: 0,
  });
  const levels = Array.from({ length: TEAM_LEVELS }, (_, index) => empty(index + 1));
  const at = (level: number) => levels[Math.min(level, TEAM_LEVELS) - 1] ?? empty(level);
  const members = db
    .prepare<[Named], { level: number; n: number }>(`${TEAM_CTE} SELECT level, COUNT(*) AS n FROM team GROUP BY level`)
    .all(named(agentId));
  for (const row of members) at(row.level).memberCount += row.n;
  const bets = db
    .prepare<[Named], { level: number; bettors: number; stake: number; payout: number; winLoss: number }>(
      `${TEAM_CTE} SELECT t.level, COUNT(DISTINCT b.member_id) AS bettors, SUM(b.stake_cents) AS stake,
         SUM(b.payout_cents) AS payout, SUM(b.win_loss_cents) AS winLoss
       FROM bets b JOIN team t ON t.id = b.member_id WHERE b.placed_at >= @p2 AND b.placed_at < @p3 GROUP BY t.level`,
    )
    .all(named(agentId, period.from, period.to));
  for (const row of bets) {
    const level = at(row.level);
    level.betMemberCount += row.bettors;
    level.betAmount += row.stake;
    level.payoutAmount += row.payout;
    level.winLossAmount += row.winLoss;
  }
  const money = db
    .prepare<[Named], { level: number; kind: string; amount: number }>(
      `${TEAM_CTE} SELECT t.level, l.kind, SUM(l.amount_cents) AS amount FROM ledger l JOIN team t ON t.id = l.member_id
       WHERE l.kind IN ('deposit', 'withdraw_hold', 'withdraw_release', 'rebate')
         AND l.created_at >= @p2 AND l.created_at < @p3 GROUP BY t.level, l.kind`,
    )
    .all(named(agentId, period.from, period.to));
  for (const row of money) {
    const level = at(row.level);
    if (row.kind === 'deposit') level.depositAmount += row.amount;
    else if (row.kind === 'rebate') level.rebateAmount += row.amount;
    else level.withdrawAmount -= row.amount;
  }
  const MONEY_KEYS = [
    'depositAmount',
    'withdrawAmount',
    'betAmount',
    'payoutAmount',
    'winLossAmount',
    'rebateAmount',
  ] as const;
  const total = empty(0);
  for (const level of levels) {
    total.memberCount += level.memberCount;
    total.betMemberCount += level.betMemberCount;
    for (const key of MONEY_KEYS) {
      total[key] += level[key];
    }
  }
  const inPesos = (row: TeamPnlRow): TeamPnlRow => {
    const copy = { ...row };
    for (const key of MONEY_KEYS) copy[key] = toPesos(row[key]);
    return copy;
  };
  const { level: _total, ...totals } = inPesos(total);
  return { levels: levels.map(inPesos), total: totals };
}

export function teamBets(
  db: Db,
  agentId: number,
  period: Period,
  query: TeamBetsQuery,
  nameColumn: 'name_ty' | 'name_en',
): TeamBetsValue {
  const pageSize = query.pageSize ?? AGENT_PAGING.pageSize;
  const pageNo = query.pageNo ?? AGENT_PAGING.firstPage;
  const account = query.account?.trim() ?? '';
  const where = `b.placed_at >= @p2 AND b.placed_at < @p3 AND (@p4 = '' OR b.game_type = @p4)
    AND (@p5 = '' OR m.account = @p5 COLLATE NOCASE)`;
  const params = [period.from, period.to, query.gameType ?? '', account] as const;
  const footer = db
    .prepare<[Named], { n: number; stake: number; winLoss: number }>(
      `${TEAM_CTE} SELECT COUNT(*) AS n, COALESCE(SUM(b.stake_cents), 0) AS stake, COALESCE(SUM(b.win_loss_cents), 0) AS winLoss
       FROM bets b JOIN team t ON t.id = b.member_id JOIN members m ON m.id = b.member_id WHERE ${where}`,
    )
    .get(named(agentId, ...params)) ?? { n: 0, stake: 0, winLoss: 0 };
  const rows = db
    .prepare<
      [Named],
      {
        id: number;
        roundId: string;
        account: string;
        gameType: string;
        vendor: string;
        gameName: string | null;
        stake: number;
        payout: number;
        winLoss: number;
        placedAt: number;
      }
    >(
      `${TEAM_CTE} SELECT b.id, b.round_id AS roundId, m.account, b.game_type AS gameType, b.vendor,
         g.${nameColumn} AS gameName, b.stake_cents AS stake, b.payout_cents AS payout, b.win_loss_cents AS winLoss,
         b.placed_at AS placedAt
       FROM bets b JOIN team t ON t.id = b.member_id JOIN members m ON m.id = b.member_id
       LEFT JOIN games g ON g.node_id = b.node_id WHERE ${where}
       ORDER BY b.placed_at DESC, b.id DESC LIMIT @p6 OFFSET @p7`,
    )
    .all(named(agentId, ...params, pageSize, (pageNo - 1) * pageSize));
  return {
    list: rows.map((row) => ({
      id: row.id,
      roundId: row.roundId,
      account: row.account,
      gameType: row.gameType,
      vendor: row.vendor,
      gameName: row.gameName ?? row.vendor,
      betAmount: toPesos(row.stake),
      payoutAmount: toPesos(row.payout),
      winLossAmount: toPesos(row.winLoss),
      placedAt: new Date(row.placedAt).toISOString(),
    })),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(footer.n / pageSize)),
    footer: { count: footer.n, betAmount: toPesos(footer.stake), winLossAmount: toPesos(footer.winLoss) },
  };
}
