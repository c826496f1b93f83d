import type { Reward, RewardClaimValue, RewardList } from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { ApiFailure } from '../../http/errors';
import { languageSuffix, type ContentLanguage } from '../../http/request-context';
import { addLedgerEntry, balanceCents, toPesos } from '../ledger/ledger';
import { alreadyClaimed, parseRules, periodKey, refusal, ruleBlock } from '../promotions/rules';
import { SIGNUP_PERIOD, startSignupTurnover } from './turnover';

interface RewardRow {
  id: number;
  title: string;
  amountCents: number;
  createdAt: number;
  claimedAt: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

function toReward(row: RewardRow): Reward {
  return {
    id: row.id,
    title: row.title,
    amount: toPesos(row.amountCents),
    claimed: row.claimedAt !== null,
    createdAt: iso(row.createdAt),
    claimedAt: row.claimedAt === null ? null : iso(row.claimedAt),
  };
}

const select = (language: ContentLanguage) =>
  `SELECT id, title_${languageSuffix(language)} AS title, amount_cents AS amountCents, created_at AS createdAt,
          claimed_at AS claimedAt FROM rewards`;

interface ClaimActivity {
  id: number;
  titleTy: string;
  titleEn: string;
  bonusCents: number;
  ruleSet: string;
}

/** The merchant's claim activities that are running at `now` and pay a bonus. */
function openClaimActivities(db: Db, memberId: number, now: number): ClaimActivity[] {
  return db
    .prepare<[number, number, number], ClaimActivity>(
      `SELECT a.id, a.title_ty AS titleTy, a.title_en AS titleEn, a.bonus_cents AS bonusCents, a.rule_set AS ruleSet
         FROM activities a JOIN members m ON m.merchant_code = a.merchant_code
        WHERE m.id = ? AND a.kind = 'claim' AND a.bonus_cents > 0 AND a.starts_at <= ? AND a.ends_at >= ?`,
    )
    .all(memberId, now, now);
}

/**
 * The one place that decides what a member may claim from the claim activities: a reward row for each
 * activity whose rules the member meets and whose period's claim is unused; an unclaimed row whose
 * activity ended, whose period passed or whose rules the member no longer meets goes. The reward
 * centre, the activity list and the popups all read these rows.
 */
export function syncActivityRewards(db: Db, memberId: number, now: number): void {
  db.transaction(() => {
    const keep = new Set<string>();
    const find = db.prepare<[number, number, string], { id: number }>(
      'SELECT id FROM rewards WHERE member_id = ? AND activity_id = ? AND period_key = ?',
    );
    const insert = db.prepare(`INSERT INTO rewards (member_id, title_ty, title_en, amount_cents, created_at,
      activity_id, period_key) VALUES (?, ?, ?, ?, ?, ?, ?)`);
    for (const activity of openClaimActivities(db, memberId, now)) {
      const rules = parseRules(activity.ruleSet);
      if (ruleBlock(db, memberId, rules, now)) continue;
      const key = periodKey(rules, now);
      keep.add(`${activity.id}:${key}`);
      if (!find.get(memberId, activity.id, key)) {
        insert.run(memberId, activity.titleTy, activity.titleEn, activity.bonusCents, now, activity.id, key);
      }
    }
    const waiting = db
      .prepare<[number], { id: number; activityId: number; periodKey: string }>(
        `SELECT id, activity_id AS activityId, period_key AS periodKey FROM rewards
          WHERE member_id = ? AND activity_id IS NOT NULL AND claimed_at IS NULL`,
      )
      .all(memberId);
    const drop = db.prepare('DELETE FROM rewards WHERE id = ?');
    for (const row of waiting) if (!keep.has(`${row.activityId}:${row.periodKey}`)) drop.run(row.id);
  })();
}

/** What the member may claim, and what they claimed (a claim from Promos too). */
export function listRewards(db: Db, memberId: number, language: ContentLanguage, now: number): RewardList {
  syncActivityRewards(db, memberId, now);
  const rows = db
    .prepare<[number], RewardRow>(
      `${select(language)} WHERE member_id = ? ORDER BY COALESCE(claimed_at, created_at) DESC, id DESC`,
    )
    .all(memberId);
  return {
    available: rows.filter((row) => row.claimedAt === null).map(toReward),
    history: rows.filter((row) => row.claimedAt !== null).map(toReward),
  };
}

/** Whether anything waits to be claimed: what a "reward waiting" popup may announce. */
export function hasRewardsWaiting(db: Db, memberId: number, now: number): boolean {
  syncActivityRewards(db, memberId, now);
  return (
    db
      .prepare<[number], { id: number }>('SELECT id FROM rewards WHERE member_id = ? AND claimed_at IS NULL LIMIT 1')
      .get(memberId) !== undefined
  );
}

/** The member's reward of a claim activity in this period (claimed or not), if the rules gave one. */
export function activityReward(
  db: Db,
  memberId: number,
  activityId: number,
  key: string,
): { id: number; claimed: boolean } | undefined {
  const row = db
    .prepare<[number, number, string], { id: number; claimedAt: number | null }>(
      'SELECT id, claimed_at AS claimedAt FROM rewards WHERE member_id = ? AND activity_id = ? AND period_key = ?',
    )
    .get(memberId, activityId, key);
  return row ? { id: row.id, claimed: row.claimedAt !== null } : undefined;
}

/**
 * Claims a reward once: its amount goes to the wallet as a ledger entry, in the same transaction. A
 * claim activity's reward is checked against the activity's rules again, whoever asks.
 */
export function claimReward(
  db: Db,
  memberId: number,
  id: number,
  language: ContentLanguage,
  now: number,
): RewardClaimValue {
  return db.transaction(() => {
    const row = db
      .prepare<
        [number, number],
        RewardRow & { entryId: number | null; activityId: number | null; periodKey: string | null }
      >(
        `SELECT id, title_${languageSuffix(language)} AS title, amount_cents AS amountCents, created_at AS createdAt,
                claimed_at AS claimedAt, entry_id AS entryId, activity_id AS activityId, period_key AS periodKey
           FROM rewards WHERE member_id = ? AND id = ?`,
      )
      .get(memberId, id);
    if (!row) throw new ApiFailure(404, 'request.url_empty', 'The member has no reward with this id.');
    if (row.claimedAt !== null) throw refusal(alreadyClaimed());
    if (row.activityId !== null) {
      const activity = db
        .prepare<[number], { ruleSet: string }>('SELECT rule_set AS ruleSet FROM activities WHERE id = ?')
        .get(row.activityId);
      if (!activity) throw new ApiFailure(404, 'request.url_empty', 'The activity of this reward has gone.');
      const rules = parseRules(activity.ruleSet);
      const block = ruleBlock(db, memberId, rules, now);
      if (block) throw refusal(block);
      if (row.periodKey !== periodKey(rules, now)) {
        throw new ApiFailure(404, 'request.url_empty', 'The period of this reward is over.');
      }
    }
    db.prepare('UPDATE rewards SET claimed_at = ? WHERE id = ?').run(now, id);
    addLedgerEntry(db, { memberId, amountCents: row.amountCents, kind: 'reward', reference: `reward:${id}`, at: now });
    if (row.entryId !== null) {
      db.prepare("UPDATE activity_entries SET status = 'claimed', updated_at = ? WHERE id = ?").run(now, row.entryId);
    }
    if (row.activityId === null && row.periodKey === SIGNUP_PERIOD) startSignupTurnover(db, memberId, now);
    return { reward: toReward({ ...row, claimedAt: now }), sumBalance: toPesos(balanceCents(db, memberId)) };
  })();
}

/** Test mode: a reward waiting for the member. */
export function grantReward(
  db: Db,
  memberId: number,
  title: { ty: string; en: string },
  amountCents: number,
  now: number,
): number {
  const result = db
    .prepare('INSERT INTO rewards (member_id, title_ty, title_en, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(memberId, title.ty, title.en, amountCents, now);
  return Number(result.lastInsertRowid);
}

export function findReward(db: Db, memberId: number, id: number, language: ContentLanguage): Reward {
  const row = db
    .prepare<[number, number], RewardRow>(`${select(language)} WHERE member_id = ? AND id = ?`)
    .get(memberId, id);
  if (!row) throw new Error(`reward ${id} vanished`);
  return toReward(row);
}
