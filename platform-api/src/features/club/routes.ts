import type { FastifyInstance } from 'fastify';
import { MEMBER_PATHS } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { clubOf } from './club';

/** The member club benefit: the VIP level and whether its benefits page shows. */
export function registerClubRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  api.get(MEMBER_PATHS.club, async (request) => ok(clubOf(ctx.db, guard.require(request).id, request.language)));
}
