import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MEMBER_TYPE,
  TRANSFER_PATHS,
  TRANSFER_TEST_PATHS,
  type RebateClaimBody,
  type TestUplineBody,
  type UplineTransferBody,
} from '@platform/shared/contract';
import { RebateClaimBodySchema, UplineTransferBodySchema } from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ApiFailure, malformed } from '../../http/errors';
import { ok } from '../../http/reply';
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

  api.get(TRANSFER_PATHS.uplineInfo, async (request) => ok(uplineTransferInfo(ctx.db, realMember(request).id)));

  api.post<{ Body: UplineTransferBody }>(
    TRANSFER_PATHS.uplineTransfers,
    { schema: { body: UplineTransferBodySchema } },
    async (request) => {
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
    },
  );

  api.get(TRANSFER_PATHS.rebateDue, async (request) => ok(rebateDue(ctx.db, realMember(request).id, ctx.now())));

  api.post<{ Body: RebateClaimBody }>(
    TRANSFER_PATHS.rebateClaims,
    { schema: { body: RebateClaimBodySchema } },
    async (request) => ok(claimRebate(ctx.db, realMember(request).id, request.body.idempotencyKey, ctx.now())),
  );

  api.get(TRANSFER_PATHS.rebateHistory, async (request) => ok(rebateHistory(ctx.db, realMember(request).id)));

  if (ctx.mode === 'test') {
    api.put<{ Body: TestUplineBody }>(TRANSFER_TEST_PATHS.upline, async (request) => {
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

    api.get<{ Params: { account: string } }>(TRANSFER_TEST_PATHS.balance(':account'), async (request) => {
      const row = ctx.db
        .prepare<[string], { id: number }>('SELECT id FROM members WHERE account = ?')
        .get(request.params.account);
      if (!row) throw malformed(`no member ${request.params.account}.`, 'account');
      return ok(walletSummary(ctx.db, row.id));
    });
  }
}
