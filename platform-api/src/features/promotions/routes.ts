import type { FastifyInstance } from 'fastify';
import { MEMBER_PATHS } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { loadPromotions, referralOf } from './promotions';

/** Which promotions run (public), and the member's invitation link. */
export function registerPromotionRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  api.get(MEMBER_PATHS.promotions, async (request) => ok(loadPromotions(ctx.db, request.merchant.code)));
  api.get(MEMBER_PATHS.referral, async (request) => ok(referralOf(ctx.db, guard.require(request))));
}
