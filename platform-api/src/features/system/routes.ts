import type { FastifyInstance } from 'fastify';
import { PATHS } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { loadStartup } from './startup';

export function registerSystemRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get(PATHS.startup, async (request, reply) => {
    // Maintenance and restriction can change at any moment; the host must always see the current answer.
    reply.header('Cache-Control', 'no-store');
    return ok(loadStartup(ctx.db, request.merchant.code, request.ip));
  });
}
