import type { FastifyInstance } from 'fastify';
import {
  DEPOSIT_SIGNATURE_HEADER,
  MEMBER_TYPE,
  MONEY_PATHS,
  MONEY_TEST_PATHS,
  type CreateDepositBody,
  type DepositNotice,
  type OrderListQuery,
} from '@platform/shared/contract';
import { CreateDepositBodySchema, DepositNoticeSchema, OrderListQuerySchema } from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ApiFailure, malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { toCents } from '../ledger/ledger';
import { CHANNELS, channelOf } from './channels';
import { signatureMatches, type PaymentProviderConfig } from './provider';
import {
  applyDepositNotice,
  cancelDeposit,
  createDeposit,
  findDeposit,
  listDeposits,
  markDepositExpired,
  markDepositPaid,
} from './deposits';

type OrderParams = { Params: { orderNo: string } };

export function registerDepositRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  guard: SessionGuard,
  payment: PaymentProviderConfig,
): void {
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
        createDeposit(
          ctx.db,
          {
            memberId: member.id,
            channel: request.body.channel,
            amountCents,
            idempotencyKey: request.body.idempotencyKey,
            language: request.language,
            now: ctx.now(),
          },
          payment,
        ),
      );
    },
  );

  api.get<{ Querystring: OrderListQuery }>(
    MONEY_PATHS.deposits,
    { schema: { querystring: OrderListQuerySchema } },
    async (request) => ok(listDeposits(ctx.db, guard.require(request).id, request.query, ctx.now(), payment)),
  );

  api.get<OrderParams>(MONEY_PATHS.deposit(':orderNo'), async (request) =>
    ok(findDeposit(ctx.db, guard.require(request).id, request.params.orderNo, ctx.now(), payment)),
  );

  api.put<OrderParams>(MONEY_PATHS.depositCancel(':orderNo'), async (request) =>
    ok(cancelDeposit(ctx.db, guard.require(request).id, request.params.orderNo, ctx.now(), payment)),
  );

  if (ctx.mode === 'test') {
    api.put<OrderParams>(MONEY_TEST_PATHS.depositPaid(':orderNo'), async (request) =>
      ok(markDepositPaid(ctx.db, request.params.orderNo, ctx.now(), payment)),
    );
    api.put<OrderParams>(MONEY_TEST_PATHS.depositExpired(':orderNo'), async (request) =>
      ok(markDepositExpired(ctx.db, request.params.orderNo, ctx.now(), payment)),
    );
  }

  registerNotifyRoute(api, ctx, payment);
}

/** The exact bytes of each notice, kept for its signature check (the parsed body is not the same text). */
const noticeBytes = new WeakMap<object, string>();

/**
 * The payment provider's callback: a public route (no session), believed only with the signature of
 * its exact bytes, checked before the body's schema and before anything is looked up.
 */
function registerNotifyRoute(api: FastifyInstance, ctx: AppContext, payment: PaymentProviderConfig): void {
  void api.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body);
      noticeBytes.set(request, text);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(malformed('The notice is not JSON.'), undefined);
      }
    });
    scope.post<{ Body: DepositNotice }>(
      MONEY_PATHS.depositNotify,
      {
        schema: { body: DepositNoticeSchema },
        preValidation: async (request) => {
          const signature = request.headers[DEPOSIT_SIGNATURE_HEADER.toLowerCase()];
          const text = noticeBytes.get(request) ?? '';
          if (!signatureMatches(payment.secret, text, Array.isArray(signature) ? signature[0] : signature)) {
            throw new ApiFailure(401, 'request.malformed', 'The notice is not signed with the shared secret.');
          }
        },
      },
      async (request) => ok(applyDepositNotice(ctx.db, request.body, ctx.now(), payment)),
    );
  });
}
