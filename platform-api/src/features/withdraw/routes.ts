import type { FastifyInstance } from 'fastify';
import {
  MEMBER_TYPE,
  MONEY_PATHS,
  MONEY_TEST_PATHS,
  type BindAccountBody,
  type CreateWithdrawalBody,
  type OrderListQuery,
  type PaymentPasswordBody,
  type TestWithdrawalReviewBody,
} from '@platform/shared/contract';
import {
  BindAccountBodySchema,
  CreateWithdrawalBodySchema,
  IdParamsSchema,
  OrderListQuerySchema,
  PaymentPasswordBodySchema,
  TestWithdrawalReviewBodySchema,
} from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import type { FastifyRequest } from 'fastify';
import type { SessionGuard } from '../../http/auth';
import { ApiFailure, malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { toCents } from '../ledger/ledger';
import { bindAccount, unbindAccount } from './accounts';
import { checkPaymentPassword, setPaymentPassword } from './payment-password';
import { createWithdrawal, findWithdrawalByKey, listWithdrawals, reviewWithdrawal, withdrawInfo } from './withdrawals';

export function registerWithdrawRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  /** The member, unless a trial account: those are told to use a real account. */
  const realMember = (request: FastifyRequest) => {
    const member = guard.require(request);
    if (member.type === MEMBER_TYPE.trial) throw new ApiFailure(403, 'payment.trial');
    return member;
  };

  api.get(MONEY_PATHS.withdrawInfo, async (request) => ok(withdrawInfo(ctx.db, realMember(request).id, ctx.now())));

  api.post<{ Body: BindAccountBody }>(
    MONEY_PATHS.withdrawAccounts,
    { schema: { body: BindAccountBodySchema } },
    async (request) => ok(bindAccount(ctx.db, realMember(request).id, request.body, ctx.now())),
  );

  api.delete<{ Params: { id: number } }>(
    MONEY_PATHS.withdrawAccount(':id'),
    { schema: { params: IdParamsSchema } },
    async (request) => {
      unbindAccount(ctx.db, realMember(request).id, request.params.id, ctx.now());
      return ok({});
    },
  );

  api.put<{ Body: PaymentPasswordBody }>(
    MONEY_PATHS.paymentPassword,
    { schema: { body: PaymentPasswordBodySchema } },
    async (request) => {
      await setPaymentPassword(ctx, realMember(request).id, request.body);
      return ok({});
    },
  );

  api.post<{ Body: CreateWithdrawalBody }>(
    MONEY_PATHS.withdrawals,
    { schema: { body: CreateWithdrawalBodySchema } },
    async (request) => {
      const member = realMember(request);
      const { accountId, amount, paymentPassword, idempotencyKey } = request.body;
      const done = findWithdrawalByKey(ctx.db, member.id, idempotencyKey);
      if (done) return ok(done);
      const amountCents = toCents(amount);
      if (amountCents === null) throw malformed('amount has at most two decimals.', 'amount');
      await checkPaymentPassword(ctx, member.id, paymentPassword);
      return ok(
        createWithdrawal(ctx.db, { memberId: member.id, accountId, amountCents, idempotencyKey, now: ctx.now() }),
      );
    },
  );

  api.get<{ Querystring: OrderListQuery }>(
    MONEY_PATHS.withdrawals,
    { schema: { querystring: OrderListQuerySchema } },
    async (request) => ok(listWithdrawals(ctx.db, realMember(request).id, request.query)),
  );

  if (ctx.mode === 'test') {
    api.put<{ Params: { orderNo: string }; Body: TestWithdrawalReviewBody }>(
      MONEY_TEST_PATHS.withdrawalReview(':orderNo'),
      { schema: { body: TestWithdrawalReviewBodySchema } },
      async (request) =>
        ok(
          reviewWithdrawal(ctx.db, request.params.orderNo, request.body.action, request.body.reason ?? null, ctx.now()),
        ),
    );
  }
}
