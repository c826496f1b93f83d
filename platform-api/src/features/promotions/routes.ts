import type { FastifyInstance } from 'fastify';
import {
  MAX_UPLOAD_BODY_BYTES,
  MEMBER_PATHS,
  PROMO_PATHS,
  type ActivityApplyBody,
  type ActivityListQuery,
  type ActivityUploadBody,
} from '@platform/shared/contract';
import {
  ActivityApplyBodySchema,
  ActivityListQuerySchema,
  ActivityUploadBodySchema,
  IdParamsSchema,
} from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { actOnActivity, applyToActivity, findActivity, listActivities, storeUpload } from './activities';
import { missionWinners } from './missions';
import { loadPromotions, referralOf } from './promotions';

/** Which promotions run, the activities with the member's part in them, and the invitation link. */
export function registerPromotionRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  api.get(MEMBER_PATHS.promotions, async (request) => ok(loadPromotions(ctx.db, request.merchant.code)));
  api.get(MEMBER_PATHS.referral, async (request) => ok(referralOf(ctx.db, guard.require(request))));
  api.get(PROMO_PATHS.missionWinners, async (request) =>
    ok(missionWinners(ctx.db, request.merchant.code, request.language)),
  );

  api.get<{ Querystring: ActivityListQuery }>(
    PROMO_PATHS.activities,
    { schema: { querystring: ActivityListQuerySchema } },
    async (request) => {
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
    },
  );

  const detail = (
    request: { merchant: { code: string }; language: 'TY' | 'EN' },
    id: number,
    memberId: number | null,
  ) => findActivity(ctx.db, request.merchant.code, id, memberId, request.language, ctx.now());

  api.get<{ Params: { id: number } }>(
    PROMO_PATHS.activity(':id'),
    { schema: { params: IdParamsSchema } },
    async (request) => ok(detail(request, request.params.id, guard.optional(request)?.id ?? null)),
  );

  api.post<{ Params: { id: number } }>(
    PROMO_PATHS.activityAction(':id'),
    { schema: { params: IdParamsSchema } },
    async (request) => {
      const member = guard.require(request);
      actOnActivity(ctx.db, request.merchant.code, request.params.id, member.id, ctx.now());
      return ok(detail(request, request.params.id, member.id));
    },
  );

  api.post<{ Params: { id: number }; Body: ActivityApplyBody }>(
    PROMO_PATHS.activityApply(':id'),
    { schema: { params: IdParamsSchema, body: ActivityApplyBodySchema } },
    async (request) => {
      const member = guard.require(request);
      applyToActivity(ctx.db, request.merchant.code, request.params.id, member.id, request.body, ctx.now());
      return ok(detail(request, request.params.id, member.id));
    },
  );

  api.post<{ Body: ActivityUploadBody }>(
    PROMO_PATHS.uploads,
    { bodyLimit: MAX_UPLOAD_BODY_BYTES, schema: { body: ActivityUploadBodySchema } },
    async (request) => {
      const member = guard.require(request);
      return ok(storeUpload(ctx.db, member.id, request.body.type, request.body.data, ctx.now()));
    },
  );
}
