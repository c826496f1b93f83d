import type { FastifyInstance } from 'fastify';
import { GAME_CALL_MODULE, type HotMatchesValue } from '@platform/shared/contract';
import { CATALOGUE_ENDPOINTS as CATALOGUE } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../../context';
import { ok } from '../../../http/reply';
import { route } from '../../../http/route';
import { requireModule } from '../lobby-request';
import { hotMatches } from './matches';

/** Today's and tomorrow's hot matches, by the server's clock in Manila. */
export function registerHotMatchRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(
    api,
    CATALOGUE.hotMatches,
    async (request) => {
      const value: HotMatchesValue = { list: hotMatches(ctx.now(), request.language) };
      return ok(value);
    },
    { onRequest: requireModule(GAME_CALL_MODULE.hotMatches) },
  );
}
