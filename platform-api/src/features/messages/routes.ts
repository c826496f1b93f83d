import type { FastifyInstance } from 'fastify';
import { MEMBER_PAGING, MEMBER_PATHS, type MessageListQuery } from '@platform/shared/contract';
import { IdParamsSchema, MessageListQuerySchema } from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ApiFailure } from '../../http/errors';
import { ok } from '../../http/reply';
import {
  deleteMessage,
  findMessage,
  listMessages,
  markAllMessagesRead,
  markMessageRead,
  messageCounts,
} from './messages';

type IdParams = { Params: { id: number } };

const noSuchMessage = () => new ApiFailure(404, 'request.url_empty', 'The member has no message with this id.');

/** The member's inbox: list, read one, mark read (one or all) and delete. */
export function registerMessageRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  const idSchema = { schema: { params: IdParamsSchema } };

  api.get<{ Querystring: MessageListQuery }>(
    MEMBER_PATHS.messages,
    { schema: { querystring: MessageListQuerySchema } },
    async (request) => {
      const member = guard.require(request);
      const pageNo = request.query.pageNo ?? MEMBER_PAGING.firstPage;
      const pageSize = request.query.pageSize ?? MEMBER_PAGING.messages;
      return ok(listMessages(ctx.db, member.id, request.language, { pageNo, pageSize }));
    },
  );

  api.put(MEMBER_PATHS.messagesReadAll, async (request) => {
    const member = guard.require(request);
    markAllMessagesRead(ctx.db, member.id, ctx.now());
    return ok(messageCounts(ctx.db, member.id));
  });

  api.get<IdParams>(MEMBER_PATHS.message(':id'), idSchema, async (request) => {
    const member = guard.require(request);
    const message = findMessage(ctx.db, member.id, request.params.id, request.language);
    if (!message) throw noSuchMessage();
    return ok(message);
  });

  api.put<IdParams>(MEMBER_PATHS.messageRead(':id'), idSchema, async (request) => {
    const member = guard.require(request);
    if (!markMessageRead(ctx.db, member.id, request.params.id, ctx.now())) throw noSuchMessage();
    return ok(messageCounts(ctx.db, member.id));
  });

  api.delete<IdParams>(MEMBER_PATHS.message(':id'), idSchema, async (request) => {
    const member = guard.require(request);
    if (!deleteMessage(ctx.db, member.id, request.params.id)) throw noSuchMessage();
    return ok(messageCounts(ctx.db, member.id));
  });
}
