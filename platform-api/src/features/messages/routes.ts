import type { FastifyInstance } from 'fastify';
import { MEMBER_PAGING } from '@platform/shared/contract';
import { MEMBER_CENTRE_ENDPOINTS as MEMBER_CENTRE } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ApiFailure } from '../../http/errors';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import {
  deleteMessage,
  findMessage,
  listMessages,
  markAllMessagesRead,
  markMessageRead,
  messageCounts,
} from './messages';

const noSuchMessage = () => new ApiFailure(404, 'request.url_empty', 'The member has no message with this id.');

/** The member's inbox: list, read one, mark read (one or all) and delete. */
export function registerMessageRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(api, MEMBER_CENTRE.messages, async (request) => {
    const member = guard.require(request);
    const pageNo = request.query.pageNo ?? MEMBER_PAGING.firstPage;
    const pageSize = request.query.pageSize ?? MEMBER_PAGING.messages;
    return ok(listMessages(ctx.db, member.id, request.language, { pageNo, pageSize }));
  });

  route(api, MEMBER_CENTRE.readAllMessages, async (request) => {
    const member = guard.require(request);
    markAllMessagesRead(ctx.db, member.id, ctx.now());
    return ok(messageCounts(ctx.db, member.id));
  });

  route(api, MEMBER_CENTRE.message, async (request) => {
    const member = guard.require(request);
    const message = findMessage(ctx.db, member.id, request.params.id, request.language);
    if (!message) throw noSuchMessage();
    return ok(message);
  });

  route(api, MEMBER_CENTRE.readMessage, async (request) => {
    const member = guard.require(request);
    if (!markMessageRead(ctx.db, member.id, request.params.id, ctx.now())) throw noSuchMessage();
    return ok(messageCounts(ctx.db, member.id));
  });

  route(api, MEMBER_CENTRE.deleteMessage, async (request) => {
    const member = guard.require(request);
    if (!deleteMessage(ctx.db, member.id, request.params.id)) throw noSuchMessage();
    return ok(messageCounts(ctx.db, member.id));
  });
}
