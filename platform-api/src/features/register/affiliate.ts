import type { Db } from '../../db/connection';

/** An enabled invitation code of the merchant, with the agent it belongs to. */
export function findAffiliate(db: Db, merchantCode: string, code: string): { agentId: number } | undefined {
  return db
    .prepare<[string, string], { agentId: number }>(
      'SELECT agent_id AS agentId FROM affiliate_codes WHERE merchant_code = ? AND code = ? AND enabled = 1',
    )
    .get(merchantCode, code.trim());
}
