import type { Reward, RewardClaimValue, RewardList } from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { ApiFailure } from '../../http/errors';
import { languageSuffix, type ContentLanguage } from '../../http/request-context';
import { addLedgerEntry, balanceCents, toPesos } from '../ledger/ledger';

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

/** What the member may claim, and what they claimed. */
export function listRewards(db: Db, memberId: number, language: ContentLanguage): RewardList {
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

/** Claims a reward once: its amount goes to the wallet as a ledger entry, in the same transaction. */
export function claimReward(
  db: Db,
  memberId: number,
  id: number,
  language: ContentLanguage,
  now: number,
): RewardClaimValue {
  return db.transaction(() => {
    const row = db
      .prepare<[number, number], RewardRow & { entryId: number | null }>(
        `SELECT id, title_${languageSuffix(language)} AS title, amount_cents AS amountCents, created_at AS createdAt,
                claimed_at AS claimedAt, entry_id AS entryId FROM rewards WHERE member_id = ? AND id = ?`,
      )
      .get(memberId, id);
    if (!row) throw new ApiFailure(404, 'request.url_empty', 'The member has no reward with this id.');
    if (row.claimedAt !== null) throw new ApiFailure(403, 'auth.no_permission', 'The reward is already claimed.');
    db.prepare('UPDATE rewards SET claimed_at = ? WHERE id = ?').run(now, id);
    addLedgerEntry(db, { memberId, amountCents: row.amountCents, kind: 'reward', reference: `reward:${id}`, at: now });
    if (row.entryId !== null) {
      db.prepare("UPDATE activity_entries SET status = 'claimed', updated_at = ? WHERE id = ?").run(now, row.entryId);
    }
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
