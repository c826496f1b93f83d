import type { FastifyInstance } from 'fastify';
import { PROMOTION_ENDPOINTS as PROMOTION } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { vipBenefits } from './vip';

/** VIP benefits: the levels, what each gives and the member's progress. */
export function registerVipRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(api, PROMOTION.vipBenefits, async (request) => {
    const member = guard.require(request);
    return ok(vipBenefits(ctx.db, member.merchantCode, member.id, request.language));
  });
}
