import type { ClubValue } from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { languageSuffix, type ContentLanguage } from '../../http/request-context';

/** The member's VIP level in the merchant's club, or null below level 1. */
export function clubOf(db: Db, memberId: number, language: ContentLanguage): ClubValue {
  const lang = languageSuffix(language);
  const row = db
    .prepare<[number], { level: number; name: string; showBenefit: number }>(
      `SELECT c.level, c.name_${lang} AS name, c.show_benefit AS showBenefit
         FROM members m JOIN club_levels c ON c.merchant_code = m.merchant_code AND c.level = m.vip_level
        WHERE m.id = ?`,
    )
    .get(memberId);
  return row ? { level: row.level, name: row.name, showBenefit: row.showBenefit === 1 } : null;
}
