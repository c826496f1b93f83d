// Opening a downline account: the registration rules, and a rebate rate no higher than the agent's own.
import {
  MEMBER_TYPE,
  type OpenAccountBody,
  type OpenAccountLimits,
  type OpenedAccount,
  type RebateRate,
} from '@platform/shared/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { ApiFailure, malformed } from '../../http/errors';
import { RateLimiter } from '../../http/rate-limit';
import type { SessionMember } from '../auth/sessions';
import { findMemberByAccount } from '../auth/members';
import { hashPassword } from '../auth/passwords';
import { loadRuleTable } from '../content/rules';
import { createMember } from '../register/create-member';
import { checkRequired } from '../register/validate';
import { toCents } from '../ledger/ledger';

/** The member's rebate rates by game type, in percent. */
export function rebateRates(db: Db, memberId: number): RebateRate[] {
  return db
    .prepare<[number], { gameType: string; bp: number }>(
      'SELECT game_type AS gameType, rate_bp AS bp FROM rebate_rates WHERE member_id = ? ORDER BY rate_bp DESC, game_type',
    )
    .all(memberId)
    .map((row) => ({ gameType: row.gameType, rate: row.bp / 100 }));
}

/** The highest rate a new account may get: the agent's lowest rate, so no game type pays it more than the agent. */
export function openAccountLimits(db: Db, agentId: number): OpenAccountLimits {
  const rates = rebateRates(db, agentId);
  return { maxRebateRate: rates.length === 0 ? 0 : Math.min(...rates.map((r) => r.rate)) };
}

/**
 * Counts one account opened by the agent, or refuses (429 `rate.creation_limited`, with when to try
 * again) past 10 an hour or 30 a day: each opening makes a member who can claim welcome offers, so an
 * agent's burst is bounded like registrations from one device. Checked and counted in one synchronous
 * step, so a burst sent at once cannot all pass before any is counted.
 */
function countOpening(ctx: AppContext, agentId: number): void {
  const limiter = new RateLimiter(ctx.db, ctx.now);
  const rules = [
    { bucket: `create:openAccount:hour:${agentId}`, rule: ctx.limits.openAccountsPerAgentHour },
    { bucket: `create:openAccount:day:${agentId}`, rule: ctx.limits.openAccountsPerAgentDay },
  ];
  for (const { bucket, rule } of rules) limiter.check(bucket, rule, 'rate.creation_limited');
  for (const { bucket, rule } of rules) limiter.record(bucket, rule);
}

export async function openAccount(
  ctx: AppContext,
  agent: SessionMember,
  body: OpenAccountBody,
): Promise<OpenedAccount> {
  const db = ctx.db;
  const table = loadRuleTable(db, agent.merchantCode);
  checkRequired(table, 'username', 'account', body.account);
  checkRequired(table, 'password', 'password', body.password);
  const rateCents = toCents(body.rebateRate);
  const { maxRebateRate } = openAccountLimits(db, agent.id);
  if (rateCents === null) throw malformed('rebateRate has more than two decimals.', 'rebateRate');
  if (body.rebateRate > maxRebateRate) {
    throw malformed(`rebateRate may be at most ${maxRebateRate}.`, 'rebateRate');
  }
  if (findMemberByAccount(db, agent.merchantCode, body.account)) {
    throw new ApiFailure(409, 'auth.username_exists', undefined, { field: 'account' });
  }
  countOpening(ctx, agent.id);
  const now = ctx.now();
  const passwordHash = await hashPassword(body.password);
  const type = body.kind === 'agent' ? MEMBER_TYPE.agent : MEMBER_TYPE.member;
  return db.transaction(() => {
    const id = createMember(
      db,
      {
        merchantCode: agent.merchantCode,
        account: body.account,
        passwordHash,
        type,
        uplineId: agent.id,
        registerMethod: 'agent',
      },
      now,
    );
    const rate = db.prepare('INSERT INTO rebate_rates (member_id, game_type, rate_bp) VALUES (?, ?, ?)');
    for (const { gameType } of rebateRates(db, agent.id)) rate.run(id, gameType, rateCents);
    return { id, account: body.account, type };
  })();
}
