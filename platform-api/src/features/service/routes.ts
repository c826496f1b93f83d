import type { FastifyInstance } from 'fastify';
import { MEMBER_CENTRE_ENDPOINTS as MEMBER_CENTRE } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { loadServiceInfo } from './service';

/** Customer service and version info: public. */
export function registerServiceRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, MEMBER_CENTRE.serviceInfo, async (request) =>
    ok(await loadServiceInfo(ctx.db, request.merchant.code, request.language)),
  );
}
