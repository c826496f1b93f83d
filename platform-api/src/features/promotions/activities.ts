import { randomBytes } from 'node:crypto';
import {
  ACTIVITY_APPLY_LIMITS,
  type ActivityCategory,
  type ActivityDetail,
  type ActivityImageType,
  type ActivityKind,
  type ActivityStatus,
  type ActivitySummary,
  type ActivityUpload,
  type ApplicationReviewStatus,
  type PromotionBlock,
} from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { ApiFailure, malformed } from '../../http/errors';
import { languageSuffix, type ContentLanguage } from '../../http/request-context';
import { toPesos } from '../ledger/ledger';
import { activityReward, claimReward, syncActivityRewards } from '../rewards/rewards';
import { alreadyClaimed, parseRules, periodKey, refusal, ruleBlock } from './rules';

type EntryStatus = 'applying' | 'process' | 'rejected' | 'issued' | 'claimed' | 'joined';

interface ActivityRow {
  id: number;
  category: ActivityCategory;
  kind: ActivityKind;
  title: string;
  summary: string;
  rules: string;
  bonusCents: number;
  startsAt: number;
  endsAt: number;
  ruleSet: string;
}

interface EntryRow {
  id: number;
  status: EntryStatus;
  comment: string;
  updatedAt: number;
  imageCount: number;
}

const columns = (language: ContentLanguage) => {
  const lang = languageSuffix(language);
  return `id, category, kind, title_${lang} AS title, summary_${lang} AS summary, rules_${lang} AS rules,
    bonus_cents AS bonusCents, starts_at AS startsAt, ends_at AS endsAt, rule_set AS ruleSet`;
};

/** The member's status in an activity: its dates first, then what the member did, then what is open. */
export function activityStatus(activity: ActivityRow, entry: EntryRow | undefined, now: number): ActivityStatus {
  if (now < activity.startsAt) return 'coming_soon';
  const ended = now > activity.endsAt;
  if (entry && !(ended && entry.status === 'rejected')) return entry.status;
  if (ended) return 'close';
  return activity.kind === 'claim' ? 'claim' : 'join';
}

function entryOf(db: Db, activityId: number, memberId: number | null): EntryRow | undefined {
  if (memberId === null) return undefined;
  return db
    .prepare<[number, number], EntryRow>(
      `SELECT e.id, e.status, e.comment, e.updated_at AS updatedAt,
              (SELECT COUNT(*) FROM activity_uploads u WHERE u.entry_id = e.id) AS imageCount
         FROM activity_entries e WHERE e.activity_id = ? AND e.member_id = ?`,
    )
    .get(activityId, memberId);
}

/** Whether the activity runs at `now` (started and not ended). */
const running = (row: ActivityRow, now: number) => now >= row.startsAt && now <= row.endsAt;

interface MemberView {
  status: ActivityStatus;
  blocked?: PromotionBlock;
}

/**
 * The member's status and, while they could still take part, the rule that stops them. A claim
 * activity's status comes from the member's reward of this period (claimed or not), the same rows
 * the reward centre lists; the others' from the member's entry.
 */
function memberView(
  db: Db,
  row: ActivityRow,
  entry: EntryRow | undefined,
  memberId: number | null,
  now: number,
): MemberView {
  if (memberId === null || !running(row, now)) return { status: activityStatus(row, entry, now) };
  const rules = parseRules(row.ruleSet);
  if (row.kind === 'claim') {
    if (activityReward(db, memberId, row.id, periodKey(rules, now))?.claimed) return { status: 'claimed' };
    const blocked = ruleBlock(db, memberId, rules, now);
    return blocked ? { status: 'claim', blocked } : { status: 'claim' };
  }
  const status = activityStatus(row, entry, now);
  if (status !== 'join' && status !== 'rejected') return { status };
  const blocked = ruleBlock(db, memberId, rules, now);
  return blocked ? { status, blocked } : { status };
}

function summaryOf(
  row: ActivityRow,
  entry: EntryRow | undefined,
  now: number,
  view: MemberView = { status: activityStatus(row, entry, now) },
): ActivitySummary {
  return {
    id: row.id,
    category: row.category,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    bonus: toPesos(row.bonusCents),
    ...view,
  };
}

/** The merchant's activities (of a category), with the member's status when there is a member. */
export function listActivities(
  db: Db,
  merchantCode: string,
  memberId: number | null,
  language: ContentLanguage,
  now: number,
  category?: ActivityCategory,
): ActivitySummary[] {
  const rows = db
    .prepare<[string, string | null, string | null], ActivityRow>(
      `SELECT ${columns(language)} FROM activities
        WHERE merchant_code = ? AND (? IS NULL OR category = ?) ORDER BY sort_order, id`,
    )
    .all(merchantCode, category ?? null, category ?? null);
  return rows.map((row) => {
    const entry = entryOf(db, row.id, memberId);
    return summaryOf(row, entry, now, memberView(db, row, entry, memberId, now));
  });
}

function activityRow(db: Db, merchantCode: string, id: number, language: ContentLanguage): ActivityRow {
  const row = db
    .prepare<[string, number], ActivityRow>(
      `SELECT ${columns(language)} FROM activities WHERE merchant_code = ? AND id = ?`,
    )
    .get(merchantCode, id);
  if (!row) throw new ApiFailure(404, 'request.url_empty', 'The merchant has no activity with this id.');
  return row;
}

export function findActivity(
  db: Db,
  merchantCode: string,
  id: number,
  memberId: number | null,
  language: ContentLanguage,
  now: number,
): ActivityDetail {
  const row = activityRow(db, merchantCode, id, language);
  const entry = entryOf(db, id, memberId);
  return {
    ...summaryOf(row, entry, now, memberView(db, row, entry, memberId, now)),
    rules: row.rules,
    application:
      entry && row.kind === 'apply'
        ? { comment: entry.comment, imageCount: entry.imageCount, updatedAt: new Date(entry.updatedAt).toISOString() }
        : null,
  };
}

const notNow = (what: string) => new ApiFailure(403, 'auth.no_permission', `The activity cannot be ${what} now.`);

function writeEntry(db: Db, activityId: number, memberId: number, status: EntryStatus, now: number, comment = '') {
  return db
    .prepare<[number, number, string, string, number], { id: number }>(
      `INSERT INTO activity_entries (activity_id, member_id, status, comment, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (activity_id, member_id) DO UPDATE SET status = excluded.status, comment = excluded.comment,
         updated_at = excluded.updated_at
       RETURNING id`,
    )
    .get(activityId, memberId, status, comment, now)?.id;
}

/**
 * The one-tap action of an activity: a claim claims the member's reward of this period (the one the
 * reward centre lists), paying it into the wallet; a join signs the member up; a mission starts. The
 * activity's rules are checked first, whatever the client showed.
 */
export function actOnActivity(db: Db, merchantCode: string, id: number, memberId: number, now: number): void {
  const row = activityRow(db, merchantCode, id, 'EN');
  db.transaction(() => {
    const view = memberView(db, row, entryOf(db, id, memberId), memberId, now);
    if (view.status === 'claimed' && row.kind === 'claim') throw refusal(alreadyClaimed());
    if (view.blocked) throw refusal(view.blocked);
    if (row.kind === 'claim' && view.status === 'claim') {
      syncActivityRewards(db, memberId, now);
      const reward = activityReward(db, memberId, id, periodKey(parseRules(row.ruleSet), now));
      if (!reward) throw notNow('claimed');
      claimReward(db, memberId, reward.id, 'EN', now);
    } else if ((row.kind === 'join' || row.kind === 'mission') && view.status === 'join') {
      writeEntry(db, id, memberId, row.kind === 'join' ? 'joined' : 'process', now);
    } else {
      throw notNow('joined or claimed');
    }
  })();
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Buffer, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);

// Images nobody applied with are dropped beyond this many per member, so abandoned forms stay bounded.
const LOOSE_UPLOADS_KEPT = 2 * ACTIVITY_APPLY_LIMITS.maxImages;

/** Keeps one image for the member's next application; it must be the PNG or JPEG it says it is, ≤ 5 MB. */
export function storeUpload(
  db: Db,
  memberId: number,
  type: ActivityImageType,
  base64: string,
  now: number,
): ActivityUpload {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > ACTIVITY_APPLY_LIMITS.maxImageBytes) {
    throw malformed(`An image must hold 1 to ${ACTIVITY_APPLY_LIMITS.maxImageBytes} bytes.`, 'data');
  }
  if (!startsWith(bytes, type === 'image/png' ? PNG : JPEG)) {
    throw malformed(`The data is not a ${type} image.`, 'data');
  }
  const id = randomBytes(16).toString('hex');
  db.transaction(() => {
    db.prepare('INSERT INTO activity_uploads (id, member_id, mime, bytes, created_at) VALUES (?, ?, ?, ?, ?)').run(
      id,
      memberId,
      type,
      bytes,
      now,
    );
    db.prepare(
      `DELETE FROM activity_uploads WHERE member_id = ? AND entry_id IS NULL AND id NOT IN (
         SELECT id FROM activity_uploads WHERE member_id = ? AND entry_id IS NULL
          ORDER BY created_at DESC, rowid DESC LIMIT ?)`,
    ).run(memberId, memberId, LOOSE_UPLOADS_KEPT);
  })();
  return { id, bytes: bytes.length };
}

/** Applies with a comment and images uploaded before; open activities, or again after a refusal. */
export function applyToActivity(
  db: Db,
  merchantCode: string,
  id: number,
  memberId: number,
  application: { comment: string; uploads: readonly string[] },
  now: number,
): void {
  const row = activityRow(db, merchantCode, id, 'EN');
  const uploads = [...new Set(application.uploads)];
  db.transaction(() => {
    const view = memberView(db, row, entryOf(db, id, memberId), memberId, now);
    if (row.kind !== 'apply' || (view.status !== 'join' && view.status !== 'rejected')) throw notNow('applied for');
    if (view.blocked) throw refusal(view.blocked);
    const rules = parseRules(row.ruleSet);
    const minImages = rules.minImages ?? 0;
    if (uploads.length < minImages) {
      throw refusal({ code: 'promo.images_required', values: { count: String(minImages) } });
    }
    if (rules.commentRequired && application.comment.trim() === '') {
      throw refusal({ code: 'promo.comment_required', values: {} });
    }
    const loose = db.prepare<[string, number], { id: string }>(
      'SELECT id FROM activity_uploads WHERE id = ? AND member_id = ? AND entry_id IS NULL',
    );
    if (uploads.some((upload) => !loose.get(upload, memberId))) {
      throw malformed('An image was not uploaded by this member or is already used; upload it again.', 'uploads');
    }
    const entryId = writeEntry(db, id, memberId, 'applying', now, application.comment.trim());
    if (entryId === undefined) throw new Error('the application was not written');
    // A new application replaces the images of a refused one.
    db.prepare('DELETE FROM activity_uploads WHERE entry_id = ?').run(entryId);
    const attach = db.prepare('UPDATE activity_uploads SET entry_id = ? WHERE id = ?');
    for (const upload of uploads) attach.run(entryId, upload);
  })();
}

/**
 * Test mode and operators: moves a member's application on. Issuing puts the bonus in the reward
 * centre, where the member claims it.
 */
export function reviewApplication(
  db: Db,
  merchantCode: string,
  id: number,
  memberId: number,
  status: ApplicationReviewStatus,
  now: number,
): void {
  const row = activityRow(db, merchantCode, id, 'EN');
  if (row.kind !== 'apply') throw malformed('Only apply activities take applications.', 'activityId');
  const entry = entryOf(db, id, memberId);
  if (!entry) throw malformed('The member has not applied for this activity.', 'activityId');
  if (entry.status === 'claimed') throw malformed('The bonus of this application is already claimed.', 'status');
  db.transaction(() => {
    writeEntry(db, id, memberId, status, now, entry.comment);
    const pending = db.prepare<[number], { id: number }>(
      'SELECT id FROM rewards WHERE entry_id = ? AND claimed_at IS NULL',
    );
    if (status === 'issued' && !pending.get(entry.id)) {
      const titles = db
        .prepare<[number], { ty: string; en: string }>(
          'SELECT title_ty AS ty, title_en AS en FROM activities WHERE id = ?',
        )
        .get(id);
      if (!titles) throw new Error(`activity ${id} vanished`);
      db.prepare(
        'INSERT INTO rewards (member_id, title_ty, title_en, amount_cents, created_at, entry_id) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(memberId, titles.ty, titles.en, Math.max(row.bonusCents, 1), now, entry.id);
    }
    if (status !== 'issued') db.prepare('DELETE FROM rewards WHERE entry_id = ? AND claimed_at IS NULL').run(entry.id);
  })();
}
