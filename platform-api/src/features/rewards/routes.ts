import type { FastifyInstance } from 'fastify';
import { PROMO_PATHS } from '@platform/shared/contract';
import { IdParamsSchema } from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { claimReward, listRewards } from './rewards';

/** The reward centre: rewards to claim and claimed ones; a claim credits the wallet. */
export function registerRewardRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  api.get(PROMO_PATHS.rewards, async (request) =>
    ok(listRewards(ctx.db, guard.require(request).id, request.language, ctx.now())),
  );
  api.post<{ Params: { id: number } }>(
    PROMO_PATHS.rewardClaim(':id'),
    { schema: { params: IdParamsSchema } },
    async (request) =>
      ok(claimReward(ctx.db, guard.require(request).id, request.params.id, request.language, ctx.now())),
  );
}
