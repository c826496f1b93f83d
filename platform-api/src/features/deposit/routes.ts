import type { FastifyInstance } from 'fastify';
import { DEPOSIT_SIGNATURE_HEADER, MEMBER_TYPE } from '@platform/shared/contract';
import { DEPOSIT_ENDPOINTS as DEPOSIT } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ApiFailure, malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
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

export function registerDepositRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  guard: SessionGuard,
  payment: PaymentProviderConfig,
): void {
  route(api, DEPOSIT.channels, async (request) => {
    guard.require(request);
    return ok(CHANNELS.map(channelOf));
  });

  route(api, DEPOSIT.create, async (request) => {
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
  });

  route(api, DEPOSIT.list, async (request) =>
    ok(listDeposits(ctx.db, guard.require(request).id, request.query, ctx.now(), payment)),
  );

  route(api, DEPOSIT.order, async (request) =>
    ok(findDeposit(ctx.db, guard.require(request).id, request.params.orderNo, ctx.now(), payment)),
  );

  route(api, DEPOSIT.cancel, async (request) =>
    ok(cancelDeposit(ctx.db, guard.require(request).id, request.params.orderNo, ctx.now(), payment)),
  );

  if (ctx.mode === 'test') {
    route(api, DEPOSIT.testPaid, async (request) =>
      ok(markDepositPaid(ctx.db, request.params.orderNo, ctx.now(), payment)),
    );
    route(api, DEPOSIT.testExpired, async (request) =>
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
    route(scope, DEPOSIT.notify, async (request) => ok(applyDepositNotice(ctx.db, request.body, ctx.now(), payment)), {
      preValidation: async (request) => {
        const signature = request.headers[DEPOSIT_SIGNATURE_HEADER.toLowerCase()];
        const text = noticeBytes.get(request) ?? '';
        if (!signatureMatches(payment.secret, text, Array.isArray(signature) ? signature[0] : signature)) {
          throw new ApiFailure(401, 'request.malformed', 'The notice is not signed with the shared secret.');
        }
      },
    });
  });
}
