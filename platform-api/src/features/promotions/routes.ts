import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BODY_BYTES } from '@platform/shared/contract';
import {
  PROMOTION_ENDPOINTS as PROMOTION,
  MEMBER_CENTRE_ENDPOINTS as MEMBER_CENTRE,
} from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { actOnActivity, applyToActivity, findActivity, listActivities, storeUpload } from './activities';
import { missionWinners } from './missions';
import { loadPromotions, referralOf } from './promotions';

/** Which promotions run, the activities with the member's part in them, and the invitation link. */
export function registerPromotionRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(api, MEMBER_CENTRE.promotions, async (request) => ok(loadPromotions(ctx.db, request.merchant.code)));
  route(api, MEMBER_CENTRE.referral, async (request) => ok(referralOf(ctx.db, guard.require(request))));
  route(api, PROMOTION.missionWinners, async (request) =>
    ok(missionWinners(ctx.db, request.merchant.code, request.language)),
  );

  route(api, PROMOTION.activities, async (request) => {
    const member = guard.optional(request);
    return ok(
      listActivities(
        ctx.db,
        request.merchant.code,
        member?.id ?? null,
        request.language,
        ctx.now(),
        request.query.category,
      ),
    );
  });

  const detail = (
    request: { merchant: { code: string }; language: 'TY' | 'EN' },
    id: number,
    memberId: number | null,
  ) => findActivity(ctx.db, request.merchant.code, id, memberId, request.language, ctx.now());

  route(api, PROMOTION.activity, async (request) =>
    ok(detail(request, request.params.id, guard.optional(request)?.id ?? null)),
  );

  route(api, PROMOTION.activityAction, async (request) => {
    const member = guard.require(request);
    actOnActivity(ctx.db, request.merchant.code, request.params.id, member.id, ctx.now());
    return ok(detail(request, request.params.id, member.id));
  });

  route(api, PROMOTION.activityApply, async (request) => {
    const member = guard.require(request);
    applyToActivity(ctx.db, request.merchant.code, request.params.id, member.id, request.body, ctx.now());
    return ok(detail(request, request.params.id, member.id));
  });

  route(
    api,
    PROMOTION.upload,
    async (request) => {
      const member = guard.require(request);
      return ok(storeUpload(ctx.db, member.id, request.body.type, request.body.data, ctx.now()));
    },
    { bodyLimit: MAX_UPLOAD_BODY_BYTES },
  );
}
