import type { FastifyInstance } from 'fastify';
import type { NoticeReadValue } from '@platform/shared/contract';
import { MEMBER_CENTRE_ENDPOINTS as MEMBER_CENTRE } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ApiFailure } from '../../http/errors';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { parseTypes } from '../content/announcements';
import { checkMerchant } from '../games/lobby-request';
import { listNotices, markNoticeRead } from './notices';

/** The announcements pages: the list with read state, and marking one read. */
export function registerNoticeRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(api, MEMBER_CENTRE.notices, async (request) => {
    const { types, groupName = 'm_home', platform = 'M', merchantCode } = request.query;
    checkMerchant(request, 'merchantCode', merchantCode);
    const filter = { types: parseTypes(types), groupName, platform };
    return ok(listNotices(ctx.db, request.merchant.code, request.language, filter, guard.optional(request)));
  });

  route(api, MEMBER_CENTRE.readNotice, async (request) => {
    const member = guard.require(request);
    if (!markNoticeRead(ctx.db, member, request.params.id, ctx.now())) {
      throw new ApiFailure(404, 'request.url_empty', 'There is no such announcement for this member.');
    }
    const value: NoticeReadValue = { id: request.params.id, read: true };
    return ok(value);
  });
}
