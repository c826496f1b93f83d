import type { VipBenefits } from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { languageSuffix, type ContentLanguage } from '../../http/request-context';
import { toPesos } from '../ledger/ledger';

/** The club's levels with what each gives, and where the member stands: level and turnover (stakes). */
export function vipBenefits(db: Db, merchantCode: string, memberId: number, language: ContentLanguage): VipBenefits {
  const lang = languageSuffix(language);
  const levels = db
    .prepare<
      [string],
      {
        level: number;
        name: string;
        turnoverCents: number;
        upgradeCents: number;
        monthlyCents: number;
        basisPoints: number;
        dailyWithdrawals: number;
      }
    >(
      `SELECT c.level, c.name_${lang} AS name, v.turnover_cents AS turnoverCents, v.upgrade_bonus_cents AS upgradeCents,
              v.monthly_bonus_cents AS monthlyCents, v.rebate_basis_points AS basisPoints,
              v.daily_withdrawals AS dailyWithdrawals
         FROM club_levels c JOIN vip_benefits v ON v.merchant_code = c.merchant_code AND v.level = c.level
        WHERE c.merchant_code = ? ORDER BY c.level`,
    )
    .all(merchantCode);
  const member = db
    .prepare<[number], { level: number; turnoverCents: number }>(
      `SELECT vip_level AS level, (SELECT COALESCE(SUM(stake_cents), 0) FROM bets WHERE member_id = members.id)
              AS turnoverCents FROM members WHERE id = ?`,
    )
    .get(memberId);
  return {
    level: member?.level ?? 0,
    turnover: toPesos(member?.turnoverCents ?? 0),
    levels: levels.map((row) => ({
      level: row.level,
      name: row.name,
      turnover: toPesos(row.turnoverCents),
      upgradeBonus: toPesos(row.upgradeCents),
      monthlyBonus: toPesos(row.monthlyCents),
      rebatePercent: row.basisPoints / 100,
      dailyWithdrawals: row.dailyWithdrawals,
    })),
  };
}
