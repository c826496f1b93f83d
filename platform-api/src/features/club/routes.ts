import type { FastifyInstance } from 'fastify';
import { MEMBER_CENTRE_ENDPOINTS as MEMBER_CENTRE } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { clubOf } from './club';

/** The member club benefit: the VIP level and whether its benefits page shows. */
export function registerClubRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(api, MEMBER_CENTRE.club, async (request) => ok(clubOf(ctx.db, guard.require(request).id, request.language)));
}
