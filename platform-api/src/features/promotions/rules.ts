import type { PromotionBlock } from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { manilaDayStart } from '../../db/seed/bets';
import { ApiFailure } from '../../http/errors';
import { pesoText } from '../responsible/manila-format';

const TRIAL_TYPE = 4;
const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/**
 * A promotion's own rules (the activities.rules JSON). Every field is optional; what is left out does
 * not restrict. Trial accounts never take part, whatever the rules say.
 */
export interface PromotionRules {
  /** Member types that may take part (0 member, 1 agent, 40 player); absent: every type but trial. */
  memberTypes?: number[];
  /** The lowest VIP club level that may take part. */
  minVipLevel?: number;
  /** Deposits on the member's ledger, in all, before the bonus (centavos). */
  minDepositCents?: number;
  /** Stakes within the last `turnoverDays` days (only of `turnoverGameTypes` when given), centavos. */
  minTurnoverCents?: number;
  turnoverDays?: number;
  turnoverGameTypes?: string[];
  /** One claim or application per member in this period (Manila time): once ever, a day or a week. */
  period?: 'once' | 'day' | 'week';
  /** An application needs at least this many images, and a comment when asked. */
  minImages?: number;
  commentRequired?: boolean;
}

export function parseRules(json: string): PromotionRules {
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`promotion rules must be a JSON object, not ${json}`);
  }
  return value as PromotionRules;
}

/** The period a claim made at `now` belongs to: 'once', a Manila date, or the Monday its week starts on. */
export function periodKey(rules: PromotionRules, now: number): string {
  const period = rules.period ?? 'once';
  if (period === 'once') return 'once';
  const day = manilaDayStart(now);
  // Manila's weekday of that midnight: 0 is Sunday.
  const weekday = new Date(day + MANILA_OFFSET_MS).getUTCDay();
  const start = period === 'day' ? day : day - ((weekday + 6) % 7) * DAY_MS;
  return new Date(start + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

interface MemberFacts {
  type: number;
  vipLevel: number;
}

function memberFacts(db: Db, memberId: number): MemberFacts {
  const row = db
    .prepare<[number], MemberFacts>('SELECT type, vip_level AS vipLevel FROM members WHERE id = ?')
    .get(memberId);
  if (!row) throw new Error(`member ${memberId} vanished`);
  return row;
}

/** Money paid in: the member's deposit entries on the ledger, in centavos. */
export function depositedCents(db: Db, memberId: number): number {
  return (
    db
      .prepare<[number], { total: number }>(
        "SELECT COALESCE(SUM(amount_cents), 0) AS total FROM ledger WHERE member_id = ? AND kind = 'deposit'",
      )
      .get(memberId)?.total ?? 0
  );
}

function turnoverCents(db: Db, memberId: number, rules: PromotionRules, now: number): number {
  const since = now - (rules.turnoverDays ?? 7) * DAY_MS;
  const types = rules.turnoverGameTypes ?? [];
  const typeFilter = types.length > 0 ? ` AND game_type IN (${types.map(() => '?').join(',')})` : '';
  return (
    db
      .prepare<unknown[], { total: number }>(
        `SELECT COALESCE(SUM(stake_cents), 0) AS total FROM bets WHERE member_id = ? AND placed_at > ?${typeFilter}`,
      )
      .get(memberId, since, ...types)?.total ?? 0
  );
}

/**
 * The first rule that keeps the member out of the promotion, from the member's account, ledger and
 * bets; null when the member may take part. Whether this period's claim is used is the caller's part.
 */
export function ruleBlock(db: Db, memberId: number, rules: PromotionRules, now: number): PromotionBlock | null {
  const member = memberFacts(db, memberId);
  if (member.type === TRIAL_TYPE) return { code: 'promo.trial', values: {} };
  if (rules.memberTypes && !rules.memberTypes.includes(member.type)) return { code: 'promo.member_type', values: {} };
  if (rules.minVipLevel !== undefined && member.vipLevel < rules.minVipLevel) {
    return { code: 'promo.vip_level', values: { level: String(rules.minVipLevel) } };
  }
  if (rules.minDepositCents !== undefined) {
    const deposited = depositedCents(db, memberId);
    if (deposited < rules.minDepositCents) {
      return {
        code: 'promo.min_deposit',
        values: { amount: pesoText(rules.minDepositCents), deposited: pesoText(deposited) },
      };
    }
  }
  if (rules.minTurnoverCents !== undefined) {
    const turnover = turnoverCents(db, memberId, rules, now);
    if (turnover < rules.minTurnoverCents) {
      return {
        code: 'promo.min_turnover',
        values: {
          amount: pesoText(rules.minTurnoverCents),
          days: String(rules.turnoverDays ?? 7),
          remaining: pesoText(rules.minTurnoverCents - turnover),
        },
      };
    }
  }
  return null;
}

export const alreadyClaimed = (): PromotionBlock => ({ code: 'promo.claimed', values: {} });

/** The refusal of a blocked claim or application: 4xx with the rule's code and figures. */
export function refusal(block: PromotionBlock): ApiFailure {
  const status = block.code === 'promo.claimed' ? 409 : block.code.endsWith('_required') ? 400 : 403;
  return new ApiFailure(status, block.code, `The promotion's rule ${block.code} blocks this.`, {
    values: block.values,
  });
}
