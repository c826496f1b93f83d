import type { FastifyInstance } from 'fastify';
import { PROMOTION_ENDPOINTS as PROMOTION } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import { malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { findMemberByAccount } from '../auth/members';
import { toCents } from '../ledger/ledger';
import { findReward, grantReward } from '../rewards/rewards';
import { knownMerchant } from '../system/test-routes';
import { findActivity, reviewApplication } from './activities';

function memberId(ctx: AppContext, merchantCode: string, account: string): { id: number; merchantCode: string } {
  const code = knownMerchant(ctx, merchantCode);
  const member = findMemberByAccount(ctx.db, code, account);
  if (!member) throw malformed(`Merchant ${code} has no member ${JSON.stringify(account)}.`, 'account');
  return { id: member.id, merchantCode: code };
}

/** Test mode: moves applications through their statuses and grants rewards to claim. */
export function registerPromotionTestRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, PROMOTION.testApplication, async (request) => {
    const { account, activityId, status } = request.body;
    const member = memberId(ctx, request.body.merchantCode, account);
    reviewApplication(ctx.db, member.merchantCode, activityId, member.id, status, ctx.now());
    return ok(findActivity(ctx.db, member.merchantCode, activityId, member.id, request.language, ctx.now()));
  });

  route(api, PROMOTION.testReward, async (request) => {
    const { account, amount, title } = request.body;
    const member = memberId(ctx, request.body.merchantCode, account);
    const cents = toCents(amount);
    if (cents === null || cents <= 0) throw malformed('The amount has more than two decimals.', 'amount');
    const id = grantReward(ctx.db, member.id, title, cents, ctx.now());
    return ok(findReward(ctx.db, member.id, id, request.language));
  });
}
