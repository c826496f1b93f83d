import type { HelpDevice, HelpEntry } from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { languageSuffix, type ContentLanguage } from '../../http/request-context';

/** The merchant's help entries for a device (those written for every device included), in order. */
export function listHelp(db: Db, merchantCode: string, device: HelpDevice, language: ContentLanguage): HelpEntry[] {
  const lang = languageSuffix(language);
  return db
    .prepare<[string, string], HelpEntry>(
      `SELECT id, title_${lang} AS title, content_${lang} AS content FROM help_entries
        WHERE merchant_code = ? AND device IN ('ALL', ?) ORDER BY sort_order, id`,
    )
    .all(merchantCode, device);
}

export interface HelpInput {
  title: { ty: string; en: string };
  content: { ty: string; en: string };
  device?: HelpDevice | 'ALL';
}

/** Replaces every help entry of the merchant (test mode). */
export function replaceHelp(db: Db, merchantCode: string, entries: readonly HelpInput[]): void {
  const insert = db.prepare(`INSERT INTO help_entries (merchant_code, sort_order, device, title_ty, title_en,
    content_ty, content_en) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    db.prepare('DELETE FROM help_entries WHERE merchant_code = ?').run(merchantCode);
    entries.forEach((entry, index) =>
      insert.run(
        merchantCode,
        index,
        entry.device ?? 'ALL',
        entry.title.ty,
        entry.title.en,
        entry.content.ty,
        entry.content.en,
      ),
    );
  })();
}
