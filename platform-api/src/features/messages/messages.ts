import type {
  MessageCategory,
  MessageCounts,
  MessageDetail,
  MessageListValue,
  MessageSummary,
} from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { languageSuffix, type ContentLanguage } from '../../http/request-context';

interface MessageRow {
  id: number;
  category: MessageCategory;
  title: string;
  content: string;
  createdAt: string;
  readAt: string | null;
}

const SUMMARY_LENGTH = 90;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The start of an HTML message as plain text, cut at a word near SUMMARY_LENGTH characters. */
export function plainSummary(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const columns = (language: ContentLanguage) => {
  const lang = languageSuffix(language);
  return `id, category, title_${lang} AS title, content_${lang} AS content, created_at AS createdAt, read_at AS readAt`;
};

function toSummary(row: MessageRow): MessageSummary {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    summary: plainSummary(row.content),
    createdAt: row.createdAt,
    read: row.readAt !== null,
  };
}

/** How many messages the member has, and how many of them are unread. */
export function messageCounts(db: Db, memberId: number): MessageCounts {
  const row = db
    .prepare<[number], MessageCounts>(
      `SELECT COUNT(*) AS total, COALESCE(SUM(read_at IS NULL), 0) AS unreadCount FROM messages WHERE member_id = ?`,
    )
    .get(memberId);
  return row ?? { total: 0, unreadCount: 0 };
}

/** One page of the member's inbox, newest first, with the counts. */
export function listMessages(
  db: Db,
  memberId: number,
  language: ContentLanguage,
  page: { pageNo: number; pageSize: number },
): MessageListValue {
  const counts = messageCounts(db, memberId);
  const rows = db
    .prepare<[number, number, number], MessageRow>(
      `SELECT ${columns(language)} FROM messages WHERE member_id = ?
        ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(memberId, page.pageSize, (page.pageNo - 1) * page.pageSize);
  return {
    ...counts,
    list: rows.map(toSummary),
    pageNum: page.pageNo,
    totalPages: Math.ceil(counts.total / page.pageSize),
  };
}

/** One of the member's messages; undefined when it is not theirs or no longer exists. */
export function findMessage(
  db: Db,
  memberId: number,
  id: number,
  language: ContentLanguage,
): MessageDetail | undefined {
  const row = db
    .prepare<[number, number], MessageRow>(`SELECT ${columns(language)} FROM messages WHERE id = ? AND member_id = ?`)
    .get(id, memberId);
  return row ? { ...toSummary(row), content: row.content } : undefined;
}

/** Marks one message read (the first reading time is kept); false when the member has no such message. */
export function markMessageRead(db: Db, memberId: number, id: number, at: number): boolean {
  const exists = db.prepare('SELECT 1 FROM messages WHERE id = ? AND member_id = ?').get(id, memberId);
  if (!exists) return false;
  db.prepare('UPDATE messages SET read_at = ? WHERE id = ? AND read_at IS NULL').run(new Date(at).toISOString(), id);
  return true;
}

/** Marks every unread message of the member read. */
export function markAllMessagesRead(db: Db, memberId: number, at: number): void {
  db.prepare('UPDATE messages SET read_at = ? WHERE member_id = ? AND read_at IS NULL').run(
    new Date(at).toISOString(),
    memberId,
  );
}

/** Deletes one of the member's messages; false when there was none. */
export function deleteMessage(db: Db, memberId: number, id: number): boolean {
  return db.prepare('DELETE FROM messages WHERE id = ? AND member_id = ?').run(id, memberId).changes > 0;
}

/** Puts a new unread message in the member's inbox (test mode); answers its id. */
export function postMessage(
  db: Db,
  memberId: number,
  message: { category: MessageCategory; title: { ty: string; en: string }; content: { ty: string; en: string } },
  at: number,
): number {
  const result = db
    .prepare(
      `INSERT INTO messages (member_id, category, title_ty, title_en, content_ty, content_en, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      memberId,
      message.category,
      message.title.ty,
      message.title.en,
      message.content.ty,
      message.content.en,
      new Date(at).toISOString(),
    );
  return Number(result.lastInsertRowid);
}
