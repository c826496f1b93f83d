import type { FastifyInstance } from 'fastify';
import {
  MEMBER_CENTRE_ENDPOINTS as MEMBER_CENTRE,
  SYSTEM_ENDPOINTS as SYSTEM,
} from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { listAnnouncements, parseTypes } from './announcements';
import { loadRuleTable } from './rules';

export function registerContentRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(api, MEMBER_CENTRE.announcements, async (request) => {
    const { types, groupName, platform = 'M', merchantCode } = request.query;
    // The Merchant header chooses the merchant; a merchantCode in the query may only agree with it.
    if (merchantCode !== undefined && merchantCode.toUpperCase() !== request.merchant.code) {
      throw malformed('merchantCode does not match the Merchant header.', 'merchantCode');
    }
    const filter = { types: parseTypes(types), groupName, platform };
    const member = guard.optional(request);
    return ok(listAnnouncements(ctx.db, request.merchant.code, request.language, filter, member, ctx.now()));
  });

  route(api, SYSTEM.rules, async (request) => ok(loadRuleTable(ctx.db, request.merchant.code)));
}
