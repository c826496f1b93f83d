import { PROMOTION_KEYS, type PromotionKey, type PromotionSwitch, type ReferralValue } from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import type { SessionMember } from '../auth/sessions';

/** Every promotion the member centre looks up, on or off (a key the merchant never set is off). */
export function loadPromotions(db: Db, merchantCode: string): PromotionSwitch[] {
  const enabled = new Set(
    db
      .prepare<[string], { key: string }>(
        'SELECT promo_key AS key FROM promotions WHERE merchant_code = ? AND enabled = 1',
      )
      .all(merchantCode)
      .map((row) => row.key),
  );
  return PROMOTION_KEYS.map((key) => ({ key, enabled: enabled.has(key) }));
}

/** Test mode: turns promotions on or off; keys left out keep their value. */
export function patchPromotions(
  db: Db,
  merchantCode: string,
  promotions: Partial<Record<PromotionKey, boolean>>,
): void {
  const upsert = db.prepare(`INSERT INTO promotions (merchant_code, promo_key, enabled) VALUES (?, ?, ?)
    ON CONFLICT (merchant_code, promo_key) DO UPDATE SET enabled = excluded.enabled`);
  db.transaction(() => {
    for (const [key, on] of Object.entries(promotions)) upsert.run(merchantCode, key, on ? 1 : 0);
  })();
}

/** A code of 4 to 12 letters and digits, as the invitation-code rule asks: the account's start and the id's end. */
function newCode(member: SessionMember): string {
  const letters = member.account
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 6);
  return `${letters}${String(member.id % 10_000).padStart(4, '0')}`;
}

/**
 * The member's own invitation code: an agent's first enabled one, else one made now. A friend who
 * registers with it joins the member's team, as with any invitation code.
 */
export function referralOf(db: Db, member: SessionMember): ReferralValue {
  const find = () =>
    db
      .prepare<[string, number], { code: string }>(
        'SELECT code FROM affiliate_codes WHERE merchant_code = ? AND agent_id = ? AND enabled = 1 ORDER BY code LIMIT 1',
      )
      .get(member.merchantCode, member.id)?.code;
  let code = find();
  if (!code) {
    db.prepare(
      'INSERT OR IGNORE INTO affiliate_codes (merchant_code, code, agent_id, enabled) VALUES (?, ?, ?, 1)',
    ).run(member.merchantCode, newCode(member), member.id);
    code = find();
  }
  if (!code) throw new Error(`no invitation code could be made for member ${member.id}`);
  const invited = db
    .prepare<[string, string], { count: number }>(
      'SELECT COUNT(*) AS count FROM members WHERE merchant_code = ? AND affiliate_code = ?',
    )
    .get(member.merchantCode, code);
  return {
    code,
    registerPath: `/m/register?affiliateCode=${encodeURIComponent(code)}`,
    invitedCount: invited?.count ?? 0,
  };
}
