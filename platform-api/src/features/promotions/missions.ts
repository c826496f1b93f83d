import type { MissionWinner } from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { languageSuffix, type ContentLanguage } from '../../http/request-context';
import { toPesos } from '../ledger/ledger';

/** The mission winner board, highest win first. */
export function missionWinners(db: Db, merchantCode: string, language: ContentLanguage): MissionWinner[] {
  return db
    .prepare<[string], { account: string; mission: string; winCents: number }>(
      `SELECT account, mission_${languageSuffix(language)} AS mission, win_amount_cents AS winCents
         FROM mission_winners WHERE merchant_code = ? ORDER BY win_amount_cents DESC, id`,
    )
    .all(merchantCode)
    .map((row) => ({ vo: { account: row.account, mission: row.mission, winAmount: toPesos(row.winCents) } }));
}
