import type { FastifyInstance } from 'fastify';
import { MEMBER_CENTRE_ENDPOINTS as MEMBER_CENTRE } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { listHelp } from './help';

/** The help centre: public, in the request's language. */
export function registerHelpRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, MEMBER_CENTRE.help, async (request) =>
    ok(listHelp(ctx.db, request.merchant.code, request.query.device, request.language)),
  );
}
