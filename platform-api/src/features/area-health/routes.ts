import type { FastifyInstance } from 'fastify';
import { AREA_HEALTH_ENDPOINTS as HEALTH } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { checkCanaries, healthSummary, storeReport } from './area-health';

/** Area health: the host's reports of each area release, and the operators' summary of the last hour. */
export function registerAreaHealthRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, HEALTH.report, async (request) => {
    const now = ctx.now();
    const accepted = storeReport(ctx.db, request.body, now);
    // The serving side's own rollback: a canary worse than its stable release is dropped here.
    checkCanaries(
      ctx.db,
      request.body.events.map((event) => event.area),
      now,
    );
    return ok({ accepted });
  });

  route(api, HEALTH.summary, async (request) => ok(healthSummary(ctx.db, request.query.minutes ?? 60, ctx.now())));
}
