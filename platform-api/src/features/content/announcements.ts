import {
  CONTENT_TYPES,
  NON_AGENT_HOME_TYPES,
  type Announcement,
  type AnnouncementList,
  type ContentType,
  type Execution,
} from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { languageSuffix, type ContentLanguage } from '../../http/request-context';
import type { SessionMember } from '../auth/sessions';
import { hasRewardsWaiting } from '../rewards/rewards';

/** A popup of this promotion type says a reward waits in the reward centre. */
export const REWARD_WAITING = 'REWARD';

export interface AnnouncementFilter {
  types: ContentType[];
  groupName: string;
  platform: 'M';
}

interface AnnouncementRow {
  id: number;
  type: ContentType;
  title: string;
  content: string;
  url: string | null;
  link: string | null;
  execution: Execution | null;
  promotionType: string | null;
  createdAt: string;
}

function toAnnouncement(row: AnnouncementRow): Announcement {
  const item: Announcement = {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt,
  };
  if (row.url !== null) item.url = row.url;
  if (row.link !== null) item.link = row.link;
  if (row.execution !== null) item.execution = row.execution;
  if (row.promotionType !== null) item.promotionType = row.promotionType;
  return item;
}

export function parseTypes(types: string): ContentType[] {
  const wanted = new Set(types.split(','));
  return CONTENT_TYPES.filter((type) => wanted.has(type));
}

const isAgent = (member: SessionMember | null) => member !== null && !NON_AGENT_HOME_TYPES.includes(member.type);

/**
 * Announcements of the merchant, in the caller's language. Agent announcements (A) are only for a
 * signed-in agent, and only then does the footer count the unread ones. A "reward waiting" popup is left
 * out for a member whose reward centre holds nothing to claim (the reward centre decides, not the popup).
 */
export function listAnnouncements(
  db: Db,
  merchantCode: string,
  language: ContentLanguage,
  filter: AnnouncementFilter,
  member: SessionMember | null,
  now = Date.now(),
): AnnouncementList {
  const types = filter.types.filter((type) => type !== 'A' || isAgent(member));
  if (types.length === 0) return { list: [], footer: { unreadCount: 0 } };
  const lang = languageSuffix(language);
  const rows = db
    .prepare<unknown[], AnnouncementRow>(
      `SELECT id, type, title_${lang} AS title, content_${lang} AS content, url, link, execution,
              promotion_type AS promotionType, created_at AS createdAt
         FROM announcements
        WHERE merchant_code = ? AND group_name = ? AND platform = ? AND type IN (${types.map(() => '?').join(',')})
        ORDER BY sort_order, id`,
    )
    .all(merchantCode, filter.groupName, filter.platform, ...types);
  const unreadCount = member && types.includes('A') ? countUnreadAgentAnnouncements(db, member, filter.groupName) : 0;
  let waiting: boolean | undefined;
  const announced = (row: AnnouncementRow) => {
    if (row.type !== 'PU' || row.promotionType !== REWARD_WAITING) return true;
    // A visitor never sees it: the client shows execution A popups to signed-in members only.
    waiting ??= member === null || hasRewardsWaiting(db, member.id, now);
    return waiting;
  };
  return { list: rows.filter(announced).map(toAnnouncement), footer: { unreadCount } };
}

function countUnreadAgentAnnouncements(db: Db, member: SessionMember, groupName: string): number {
  const row = db
    .prepare<[string, string, number], { count: number }>(
      `SELECT COUNT(*) AS count FROM announcements a
        WHERE a.merchant_code = ? AND a.group_name = ? AND a.type = 'A'
          AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.member_id = ?)`,
    )
    .get(member.merchantCode, groupName, member.id);
  return row?.count ?? 0;
}
