import type { FastifyInstance } from 'fastify';
import { MEMBER_TYPE } from '@platform/shared/contract';
import { WITHDRAW_ENDPOINTS as WITHDRAW } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { FastifyRequest } from 'fastify';
import type { SessionGuard } from '../../http/auth';
import { ApiFailure, malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
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

  route(api, WITHDRAW.info, async (request) => ok(withdrawInfo(ctx.db, realMember(request).id, ctx.now())));

  route(api, WITHDRAW.bindAccount, async (request) =>
    ok(bindAccount(ctx.db, realMember(request).id, request.body, ctx.now())),
  );

  route(api, WITHDRAW.unbindAccount, async (request) => {
    unbindAccount(ctx.db, realMember(request).id, request.params.id, ctx.now());
    return ok({});
  });

  route(api, WITHDRAW.paymentPassword, async (request) => {
    await setPaymentPassword(ctx, realMember(request).id, request.body);
    return ok({});
  });

  route(api, WITHDRAW.create, async (request) => {
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
  });

  route(api, WITHDRAW.list, async (request) => ok(listWithdrawals(ctx.db, realMember(request).id, request.query)));

  if (ctx.mode === 'test') {
    route(api, WITHDRAW.testReview, async (request) =>
      ok(reviewWithdrawal(ctx.db, request.params.orderNo, request.body.action, request.body.reason ?? null, ctx.now())),
    );
  }
}
