import type { FastifyInstance } from 'fastify';
import { MEMBER_PATHS, type HelpQuery } from '@platform/shared/contract';
import { HelpQuerySchema } from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { listHelp } from './help';

/** The help centre: public, in the request's language. */
export function registerHelpRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Querystring: HelpQuery }>(
    MEMBER_PATHS.help,
    { schema: { querystring: HelpQuerySchema } },
    async (request) => ok(listHelp(ctx.db, request.merchant.code, request.query.device, request.language)),
  );
}
