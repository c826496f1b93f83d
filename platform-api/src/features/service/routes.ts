import type { FastifyInstance } from 'fastify';
import { MEMBER_PATHS } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { loadServiceInfo } from './service';

/** Customer service and version info: public. */
export function registerServiceRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get(MEMBER_PATHS.serviceInfo, async (request) =>
    ok(await loadServiceInfo(ctx.db, request.merchant.code, request.language)),
  );
}
