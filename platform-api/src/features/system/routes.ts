import type { FastifyInstance } from 'fastify';
import { SYSTEM_ENDPOINTS as SYSTEM } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { loadStartup } from './startup';

export function registerSystemRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, SYSTEM.startup, async (request, reply) => {
    // Maintenance and restriction can change at any moment; the host must always see the current answer.
    reply.header('Cache-Control', 'no-store');
    return ok(loadStartup(ctx.db, request.merchant.code, request.ip));
  });
}
