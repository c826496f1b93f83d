// agent01's team: three levels of downline (sub-agents and players, 224 accounts) with 60 days of
// logins, deposits, withdrawals, rounds and rebates, plus rebate rates, contracts and red-envelope
// claims. Every figure of a past day depends only on how many days ago it is, never on the clock time
// of the seeding: each account draws from its own stream, and round ids are fixed per account.
import { WHITELABEL_FLAGS, type ContractKind, type ContractTier, type GameType } from '@platform/shared/contract';
import { randomBytes } from 'node:crypto';
import { hashPasswordSync } from '../../features/auth/passwords';
import { DAY_MS, dayOf, manilaMidnight } from '../../features/agent/days';
import { roundIdOf, writeSettledBet } from '../../features/games/play/rounds';
import { addLedgerEntry } from '../../features/ledger/ledger';
import { pick, seedFromText, seededRandom } from '../../features/games/random';
import type { Db } from '../connection';
import type { SeedGame } from './games';
import { CURRENCY_SYMBOL } from './members';

export const TEAM_HISTORY_DAYS = 60;
export const TEAM_PASSWORD = 'team123';
const AGENT01 = 1002;
const AGENT02 = 2002;
const FIRST_ID = 30_001;
const FIRST_BET_ID = 5_000_000;
const BETS_PER_ACCOUNT = 10_000;
const HOUR_MS = 3_600_000;

interface TeamAccount {
  id: number;
  account: string;
  type: number;
  uplineId: number;
  level: number;
  disabled: boolean;
}

/** The tree, parents before children: 8 sub-agents and 24 players under agent01, and so on down. */
export function teamAccounts(): TeamAccount[] {
  const accounts: TeamAccount[] = [];
  let nextId = FIRST_ID;
  let players = 0;
  const agentsAt = [0, 0, 0];
  const add = (uplineId: number, level: number, isAgent: boolean): TeamAccount => {
    const id = nextId++;
    let account: string;
    if (isAgent) {
      agentsAt[level - 1] = (agentsAt[level - 1] ?? 0) + 1;
      account = `sub${level}a${String(agentsAt[level - 1]).padStart(2, '0')}`;
    } else {
      players += 1;
      account = `tm${String(players).padStart(4, '0')}`;
    }
    const row = { id, account, type: isAgent ? 1 : 0, uplineId, level, disabled: !isAgent && players % 37 === 0 };
    accounts.push(row);
    return row;
  };
  const spread = (uplineId: number, level: number, agents: number, members: number) => {
    const made = Array.from({ length: agents }, () => add(uplineId, level, true));
    for (let i = 0; i < members; i += 1) add(uplineId, level, false);
    return made;
  };
  for (const first of spread(AGENT01, 1, 8, 24)) {
    for (const second of spread(first.id, 2, 2, 10)) spread(second.id, 3, 0, 6);
  }
  return accounts;
}

const RATES_BP: Record<'top' | 'level1' | 'level2' | 'player', Partial<Record<GameType, number>>> = {
  top: { RNG: 150, FISH: 120, LIVE: 80, PVP: 100, SPORTS: 100, ESPORTS: 100, COCKFIGHT: 80, LOTTERY: 60 },
  level1: { RNG: 120, FISH: 100, LIVE: 60, PVP: 80, SPORTS: 80, ESPORTS: 80, COCKFIGHT: 60, LOTTERY: 50 },
  level2: { RNG: 100, FISH: 80, LIVE: 50, PVP: 60, SPORTS: 60, ESPORTS: 60, COCKFIGHT: 50, LOTTERY: 40 },
  player: { RNG: 50, FISH: 50, LIVE: 40, PVP: 40, SPORTS: 40, ESPORTS: 40, COCKFIGHT: 30, LOTTERY: 30 },
};

// The terms the house gave agent01 and agent02 seventy days ago, both accepted.
const DIVIDEND_TIERS: ContractTier[] = [
  { minimum: 0, value: 10 },
  { minimum: 5_000, value: 15 },
  { minimum: 20_000, value: 20 },
];
const SALARY_TIERS: ContractTier[] = [
  { minimum: 10_000, value: 100 },
  { minimum: 50_000, value: 300 },
  { minimum: 200_000, value: 800 },
];
// This month's offers, waiting for an answer (the agent announcements tell of them): agent01 a raised
// dividend and an hourly salary (it declined a smaller hourly offer before), agent02 a raised salary.
const RAISED_DIVIDEND_TIERS: ContractTier[] = [
  { minimum: 0, value: 12 },
  { minimum: 5_000, value: 18 },
  { minimum: 20_000, value: 25 },
];
const HOURLY_TIERS: ContractTier[] = [
  { minimum: 1_000, value: 10 },
  { minimum: 5_000, value: 30 },
];
const FIRST_HOURLY_TIERS: ContractTier[] = [{ minimum: 2_000, value: 8 }];
const RAISED_SALARY_TIERS: ContractTier[] = [
  { minimum: 10_000, value: 150 },
  { minimum: 50_000, value: 400 },
  { minimum: 200_000, value: 1_000 },
];
// What agent01 gave its first sub-agent, within its own terms.
const SUB_SALARY_TIERS: ContractTier[] = [
  { minimum: 10_000, value: 60 },
  { minimum: 50_000, value: 200 },
];
const SUB1A01 = FIRST_ID;

/** The team accounts one can sign in with (password TEAM_PASSWORD); the rest are locked. */
export const TEAM_LOGINS = ['sub1a01', 'sub1a02', 'sub1a03', 'tm0001'] as const;
const loginHashes = new Map<string, string>();

/**
 * A real scrypt hash for the accounts of TEAM_LOGINS (hashed once per process: scrypt is slow on
 * purpose, and 200 of them would slow every re-seed), and for the others one with a random salt and
 * digest, which no password matches.
 */
function teamHash(account: string): string {
  if (!(TEAM_LOGINS as readonly string[]).includes(account)) {
    return ['scrypt', 16384, 8, 1, randomBytes(16).toString('base64url'), randomBytes(32).toString('base64url')].join(
      '$',
    );
  }
  let hash = loginHashes.get(account);
  if (!hash) {
    hash = hashPasswordSync(TEAM_PASSWORD);
    loginHashes.set(account, hash);
  }
  return hash;
}

/** Writes the team, its history and the agents' terms. Runs after the demo members and the catalogue. */
export function seedAgentTeam(db: Db, games: readonly SeedGame[], seededAt: number): void {
  const accounts = teamAccounts();
  // Ten-minute steps, as the demo rounds have them: two seeds moments apart write the same rows.
  const now = Math.floor(seededAt / 600_000) * 600_000;
  const today = manilaMidnight(now);
  const member = db.prepare(`INSERT INTO members (id, merchant_code, account, password_hash, nickname, type, reg_date,
    disabled, upline_id) VALUES (?, 'M001', ?, ?, ?, ?, ?, ?, ?)`);
  const wallet = db.prepare('INSERT INTO wallets (member_id, currency_symbol) VALUES (?, ?)');
  const login = db.prepare('INSERT INTO member_logins (member_id, logged_in_at) VALUES (?, ?)');
  const lastLogin = db.prepare('UPDATE members SET last_login_at = ? WHERE id = ?');
  const playable = games.filter((g) => g.supportPlay !== false && ['RNG', 'FISH', 'LIVE', 'PVP'].includes(g.gameType));
  const stakeByAgentDay = new Map<string, number>();
  const uplineOf = new Map(accounts.map((a) => [a.id, a.uplineId]));

  accounts.forEach((account, index) => {
    const random = seededRandom(seedFromText(`team:${account.account}`));
    const joinedDaysAgo = random() < 0.35 ? Math.floor(random() * TEAM_HISTORY_DAYS) : 61 + Math.floor(random() * 300);
    const joinedAt = Math.min(today - joinedDaysAgo * DAY_MS + (7 + Math.floor(random() * 12)) * HOUR_MS, now - 60_000);
    member.run(
      account.id,
      account.account,
      teamHash(account.account),
      account.account,
      account.type,
      new Date(joinedAt).toISOString(),
      account.disabled ? 1 : 0,
      account.uplineId,
    );
    wallet.run(account.id, CURRENCY_SYMBOL);
    const activity = 0.06 + random() * 0.24;
    const usual = Array.from({ length: 4 }, () => pick(random, playable));
    let balance = 0;
    let betNo = 0;
    let latestLogin = 0;
    let weekStake = 0;
    const firstDay = Math.min(joinedDaysAgo, TEAM_HISTORY_DAYS - 1);
    for (let daysAgo = firstDay; daysAgo >= 0; daysAgo -= 1) {
      const dayStartMs = today - daysAgo * DAY_MS;
      const logsIn = random() < activity;
      const loginAt = dayStartMs + (8 + Math.floor(random() * 10)) * HOUR_MS + Math.floor(random() * HOUR_MS);
      const bets = logsIn && random() < 0.7 ? 1 + Math.floor(random() * 3) : 0;
      const plans = Array.from({ length: bets }, (_, i) => ({
        game: random() < 0.8 ? pick(random, usual) : pick(random, playable),
        stakeCents: pick(random, [100, 200, 500, 1_000, 2_000, 5_000]),
        win: random() < 0.55 ? 0 : pick(random, [0.5, 1.5, 1.8, 2, 2, 3, 5]),
        at: loginAt + (i + 1) * (5 + Math.floor(random() * 20)) * 60_000,
      }));
      const withdraws = random() < 0.12;
      if (!logsIn || account.disabled || loginAt >= now || loginAt < joinedAt) {
        betNo += bets;
        continue;
      }
      login.run(account.id, loginAt);
      latestLogin = loginAt;
      let dayStake = 0;
      for (const plan of plans) {
        const id = FIRST_BET_ID + index * BETS_PER_ACCOUNT + betNo;
        betNo += 1;
        if (plan.at >= now) continue;
        if (balance < plan.stakeCents) {
          const amount = pick(random, [50_000, 100_000, 200_000, 500_000]);
          addLedgerEntry(db, {
            memberId: account.id,
            amountCents: amount,
            kind: 'deposit',
            reference: `team-dep-${id}`,
            at: plan.at - 60_000,
          });
          balance += amount;
        }
        const gameType = plan.game.gameType as GameType;
        const roundId = roundIdOf(plan.game.vassalage, id);
        // The account's own stream decides the payout: a round's hash per seeded round costs too much time.
        const payoutCents = plan.win === 0 ? 0 : Math.round(plan.stakeCents * plan.win);
        writeSettledBet(db, {
          id,
          roundId,
          memberId: account.id,
          nodeId: plan.game.nodeId,
          vendor: plan.game.vassalage,
          gameType,
          stakeCents: plan.stakeCents,
          payoutCents,
          placedAt: plan.at,
          settledAt: plan.at + 30_000,
        });
        balance += payoutCents - plan.stakeCents;
        dayStake += plan.stakeCents;
      }
      const dayEnd = plans.at(-1)?.at ?? loginAt;
      if (withdraws && balance > 100_000 && dayEnd + HOUR_MS < now) {
        const amount = Math.floor(balance / 2 / 100) * 100;
        addLedgerEntry(db, {
          memberId: account.id,
          amountCents: -amount,
          kind: 'withdraw_hold',
          reference: `team-wd-${account.id}-${daysAgo}`,
          at: dayEnd + HOUR_MS,
        });
        balance -= amount;
      }
      const day = dayOf(dayStartMs);
      // Player rebates are paid weekly (on the day after a Sunday), for the week's stakes.
      weekStake += dayStake;
      const rebateAt = dayStartMs + DAY_MS + 2 * HOUR_MS;
      if (new Date(dayStartMs + 8 * HOUR_MS).getUTCDay() === 0 && weekStake > 0 && rebateAt < now) {
        const rebate = Math.floor(weekStake * 0.004);
        if (rebate > 0) {
          addLedgerEntry(db, {
            memberId: account.id,
            amountCents: rebate,
            kind: 'rebate',
            reference: `team-rebate:${day}`,
            at: rebateAt,
          });
          balance += rebate;
        }
        weekStake = 0;
      }
      for (let up = account.uplineId; dayStake > 0;) {
        const key = `${up}|${day}`;
        stakeByAgentDay.set(key, (stakeByAgentDay.get(key) ?? 0) + dayStake);
        const next = uplineOf.get(up);
        if (next === undefined) break;
        up = next;
      }
    }
    if (latestLogin > 0) lastLogin.run(new Date(latestLogin).toISOString(), account.id);
  });

  for (const [key, stake] of stakeByAgentDay) {
    const [agentId, day] = key.split('|') as [string, string];
    const at = Date.parse(`${day}T00:00:00.000Z`) - 8 * HOUR_MS + DAY_MS + 3 * HOUR_MS;
    const amount = Math.floor(stake * 0.003);
    if (amount > 0 && at < now) {
      addLedgerEntry(db, {
        memberId: Number(agentId),
        amountCents: amount,
        kind: 'rebate',
        reference: `agent-rebate:${day}`,
        at,
      });
    }
  }

  seedRates(db, accounts);
  seedContracts(db, now);
  seedRedRain(db, today, now);
  keepDemoBalances(db);
}

/**
 * The demo agents show the balance members.ts gives them: what they earned here (rebates, envelopes)
 * comes out of their opening adjustment.
 */
function keepDemoBalances(db: Db): void {
  for (const agentId of [AGENT01, AGENT02]) {
    const earned =
      db
        .prepare<[number], { total: number }>(
          `SELECT COALESCE(SUM(amount_cents), 0) AS total FROM ledger WHERE member_id = ?
             AND (reference LIKE 'agent-rebate:%' OR reference LIKE 'red-rain:%')`,
        )
        .get(agentId)?.total ?? 0;
    if (earned > 0) {
      db.prepare("UPDATE ledger SET amount_cents = amount_cents - ? WHERE member_id = ? AND reference = 'opening'").run(
        earned,
        agentId,
      );
    }
  }
}

function seedRates(db: Db, accounts: readonly TeamAccount[]): void {
  const rate = db.prepare('INSERT INTO rebate_rates (member_id, game_type, rate_bp) VALUES (?, ?, ?)');
  const write = (memberId: number, table: Partial<Record<GameType, number>>) => {
    for (const [gameType, bp] of Object.entries(table)) rate.run(memberId, gameType, bp);
  };
  write(AGENT01, RATES_BP.top);
  write(AGENT02, RATES_BP.top);
  for (const id of [1001, 1003, 2001]) write(id, RATES_BP.player);
  for (const a of accounts) {
    write(a.id, a.type === 0 ? RATES_BP.player : a.level === 1 ? RATES_BP.level1 : RATES_BP.level2);
  }
}

function seedContracts(db: Db, now: number): void {
  const contract = db.prepare(`INSERT INTO agent_contracts (member_id, kind, tiers, status, created_at, answered_at,
    offered_by) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const write = (
    memberId: number,
    kind: ContractKind,
    tiers: ContractTier[],
    daysAgo: number,
    answer: { status: 'accepted' | 'declined'; afterHours: number } | null,
    offeredBy: number | null = null,
  ) => {
    const offered = now - daysAgo * DAY_MS;
    const answered = answer ? offered + answer.afterHours * HOUR_MS : null;
    contract.run(memberId, kind, JSON.stringify(tiers), answer?.status ?? 'pending', offered, answered, offeredBy);
  };
  const accepted = { status: 'accepted', afterHours: 1 } as const;
  for (const agentId of [AGENT01, AGENT02]) {
    write(agentId, 'dividend', DIVIDEND_TIERS, 70, accepted);
    write(agentId, 'salary', SALARY_TIERS, 70, accepted);
  }
  write(AGENT01, 'hourly', FIRST_HOURLY_TIERS, 40, { status: 'declined', afterHours: 20 });
  write(SUB1A01, 'salary', SUB_SALARY_TIERS, 55, { status: 'accepted', afterHours: 5 }, AGENT01);
  write(AGENT01, 'dividend', RAISED_DIVIDEND_TIERS, 3, null);
  write(AGENT01, 'hourly', HOURLY_TIERS, 3, null);
  write(AGENT02, 'salary', RAISED_SALARY_TIERS, 3, null);
}

/** agent01 caught an envelope in about one evening session in three. */
function seedRedRain(db: Db, today: number, now: number): void {
  const random = seededRandom(seedFromText('red-rain:agent01'));
  for (let daysAgo = TEAM_HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const catches = random() < 0.33;
    const amount = 888 + Math.floor(random() * 8_000);
    const at = today - daysAgo * DAY_MS + 20 * HOUR_MS + 2 * 60_000;
    if (catches && at < now) {
      addLedgerEntry(db, {
        memberId: AGENT01,
        amountCents: amount,
        kind: 'reward',
        reference: `red-rain:${dayOf(at)}`,
        at,
      });
    }
  }
}

/** The agent home's menu flags: the AGE... flags besides the upline transfer, which is the member centre's. */
export const AGENT_MENU_FLAGS = WHITELABEL_FLAGS.filter((flag) => flag.startsWith('AGE') && flag !== 'AGETRANSFERUP3');

/** Both merchants show every entry of the agent home. */
export function enableAgentMenus(db: Db): void {
  const flag = db.prepare(
    'INSERT INTO merchant_flags (merchant_code, flag, enabled) VALUES (?, ?, 1) ON CONFLICT DO UPDATE SET enabled = 1',
  );
  for (const code of ['M001', 'M002']) for (const name of AGENT_MENU_FLAGS) flag.run(code, name);
}
