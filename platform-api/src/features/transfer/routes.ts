import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEMBER_TYPE } from '@platform/shared/contract';
import { TRANSFER_ENDPOINTS as TRANSFER } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ApiFailure, malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { toCents, walletSummary } from '../ledger/ledger';
import { checkPaymentPassword } from '../withdraw/payment-password';
import { claimRebate, rebateDue, rebateHistory } from './rebates';
import { transferToUpline, uplineTransferInfo } from './transfers';

export function registerTransferRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  const realMember = (request: FastifyRequest) => {
    const member = guard.require(request);
    if (member.type === MEMBER_TYPE.trial) throw new ApiFailure(403, 'payment.trial');
    return member;
  };

  route(api, TRANSFER.uplineInfo, async (request) => ok(uplineTransferInfo(ctx.db, realMember(request).id)));

  route(api, TRANSFER.uplineTransfer, async (request) => {
    const member = realMember(request);
    const amountCents = toCents(request.body.amount);
    if (amountCents === null) throw malformed('amount has at most two decimals.', 'amount');
    await checkPaymentPassword(ctx, member.id, request.body.paymentPassword);
    return ok(
      transferToUpline(ctx.db, {
        memberId: member.id,
        amountCents,
        idempotencyKey: request.body.idempotencyKey,
        now: ctx.now(),
      }),
    );
  });

  route(api, TRANSFER.rebateDue, async (request) => ok(rebateDue(ctx.db, realMember(request).id, ctx.now())));

  route(api, TRANSFER.rebateClaim, async (request) =>
    ok(claimRebate(ctx.db, realMember(request).id, request.body.idempotencyKey, ctx.now())),
  );

  route(api, TRANSFER.rebateHistory, async (request) => ok(rebateHistory(ctx.db, realMember(request).id)));

  if (ctx.mode === 'test') {
    route(api, TRANSFER.testUpline, async (request) => {
      const { account, uplineAccount } = request.body;
      const moved = ctx.db
        .prepare(
          `UPDATE members SET upline_id = (SELECT u.id FROM members u WHERE u.account = ? AND u.merchant_code = members.merchant_code)
            WHERE account = ?`,
        )
        .run(uplineAccount, account);
      if (moved.changes !== 1) throw malformed(`no member ${account}.`, 'account');
      return ok({});
    });

    route(api, TRANSFER.testBalance, async (request) => {
      const row = ctx.db
        .prepare<[string], { id: number }>('SELECT id FROM members WHERE account = ?')
        .get(request.params.account);
      if (!row) throw malformed(`no member ${request.params.account}.`, 'account');
      return ok(walletSummary(ctx.db, row.id));
    });
  }
}
