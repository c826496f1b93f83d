import { NON_AGENT_HOME_TYPES, type NoticeList } from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import type { ContentLanguage } from '../../http/request-context';
import type { SessionMember } from '../auth/sessions';
import { listAnnouncements, type AnnouncementFilter } from '../content/announcements';

/**
 * Announcements with the member's read state: the same list PATHS.announcements gives (agent ones for
 * agents only), each marked read or not, and how many of them are unread. A guest gets `read: null`.
 */
export function listNotices(
  db: Db,
  merchantCode: string,
  language: ContentLanguage,
  filter: AnnouncementFilter,
  member: SessionMember | null,
): NoticeList {
  const { list } = listAnnouncements(db, merchantCode, language, filter, member);
  if (!member) return { list: list.map((item) => ({ ...item, read: null })), footer: { unreadCount: 0 } };
  const read = new Set(
    db
      .prepare<[number], { id: number }>('SELECT announcement_id AS id FROM announcement_reads WHERE member_id = ?')
      .all(member.id)
      .map((row) => row.id),
  );
  const notices = list.map((item) => ({ ...item, read: read.has(item.id) }));
  return { list: notices, footer: { unreadCount: notices.filter((item) => !item.read).length } };
}

/**
 * Records that the member read an announcement of their merchant (the first time counts); false when
 * there is no such announcement for them (another merchant's, or an agent one for a non-agent).
 */
export function markNoticeRead(db: Db, member: SessionMember, id: number, at: number): boolean {
  const row = db
    .prepare<[number, string], { type: string }>('SELECT type FROM announcements WHERE id = ? AND merchant_code = ?')
    .get(id, member.merchantCode);
  if (!row || (row.type === 'A' && NON_AGENT_HOME_TYPES.includes(member.type))) return false;
  db.prepare('INSERT OR IGNORE INTO announcement_reads (member_id, announcement_id, read_at) VALUES (?, ?, ?)').run(
    member.id,
    id,
    new Date(at).toISOString(),
  );
  return true;
}
