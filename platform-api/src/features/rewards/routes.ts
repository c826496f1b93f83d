import type { FastifyInstance } from 'fastify';
import { PROMOTION_ENDPOINTS as PROMOTION } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { claimReward, listRewards } from './rewards';

/** The reward centre: rewards to claim and claimed ones; a claim credits the wallet. */
export function registerRewardRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(api, PROMOTION.rewards, async (request) =>
    ok(listRewards(ctx.db, guard.require(request).id, request.language, ctx.now())),
  );
  route(api, PROMOTION.rewardClaim, async (request) =>
    ok(claimReward(ctx.db, guard.require(request).id, request.params.id, request.language, ctx.now())),
  );
}
