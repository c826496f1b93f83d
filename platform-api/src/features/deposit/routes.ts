import type { FastifyInstance } from 'fastify';
import {
  MEMBER_TYPE,
  MONEY_PATHS,
  MONEY_TEST_PATHS,
  type CreateDepositBody,
  type OrderListQuery,
} from '@platform/shared/contract';
import { CreateDepositBodySchema, OrderListQuerySchema } from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ApiFailure, malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { toCents } from '../ledger/ledger';
import { CHANNELS, channelOf } from './channels';
import {
  cancelDeposit,
  createDeposit,
  findDeposit,
  listDeposits,
  markDepositExpired,
  markDepositPaid,
} from './deposits';

type OrderParams = { Params: { orderNo: string } };

export function registerDepositRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  api.get(MONEY_PATHS.depositChannels, async (request) => {
    guard.require(request);
    return ok(CHANNELS.map(channelOf));
  });

  api.post<{ Body: CreateDepositBody }>(
    MONEY_PATHS.deposits,
    { schema: { body: CreateDepositBodySchema } },
    async (request) => {
      const member = guard.require(request);
      if (member.type === MEMBER_TYPE.trial) throw new ApiFailure(403, 'payment.trial');
      const amountCents = toCents(request.body.amount);
      if (amountCents === null) throw malformed('amount has at most two decimals.', 'amount');
      return ok(
        createDeposit(ctx.db, {
          memberId: member.id,
          channel: request.body.channel,
          amountCents,
          idempotencyKey: request.body.idempotencyKey,
          now: ctx.now(),
        }),
      );
    },
  );

  api.get<{ Querystring: OrderListQuery }>(
    MONEY_PATHS.deposits,
    { schema: { querystring: OrderListQuerySchema } },
    async (request) => ok(listDeposits(ctx.db, guard.require(request).id, request.query, ctx.now())),
  );

  api.get<OrderParams>(MONEY_PATHS.deposit(':orderNo'), async (request) =>
    ok(findDeposit(ctx.db, guard.require(request).id, request.params.orderNo, ctx.now())),
  );

  api.put<OrderParams>(MONEY_PATHS.depositCancel(':orderNo'), async (request) =>
    ok(cancelDeposit(ctx.db, guard.require(request).id, request.params.orderNo, ctx.now())),
  );

  if (ctx.mode === 'test') {
    api.put<OrderParams>(MONEY_TEST_PATHS.depositPaid(':orderNo'), async (request) =>
      ok(markDepositPaid(ctx.db, request.params.orderNo, ctx.now())),
    );
    api.put<OrderParams>(MONEY_TEST_PATHS.depositExpired(':orderNo'), async (request) =>
      ok(markDepositExpired(ctx.db, request.params.orderNo, ctx.now())),
    );
  }
}
