import type { FastifyInstance } from 'fastify';
import { RESPONSIBLE_ENDPOINTS as RESPONSIBLE } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { toCents } from '../ledger/ledger';
import { playResult, readSettings, setDepositLimit, setRealityCheck, startExclusion } from './responsible';

export function registerResponsibleRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(api, RESPONSIBLE.settings, async (request) => ok(readSettings(ctx.db, guard.require(request).id, ctx.now())));

  route(api, RESPONSIBLE.depositLimit, async (request) => {
    const member = guard.require(request);
    const { amount, period } = request.body;
    const cents = amount === null ? null : toCents(amount);
    if (cents === null && amount !== null) throw malformed('amount has at most two decimals.', 'amount');
    return ok(setDepositLimit(ctx.db, member.id, period, cents, ctx.now()));
  });

  route(api, RESPONSIBLE.realityCheck, async (request) =>
    ok(setRealityCheck(ctx.db, guard.require(request).id, request.body.minutes, ctx.now())),
  );

  route(api, RESPONSIBLE.exclusion, async (request) =>
    ok(startExclusion(ctx.db, guard.require(request).id, request.body, ctx.now())),
  );

  route(api, RESPONSIBLE.playResult, async (request) =>
    ok({ net: playResult(ctx.db, guard.require(request).id, request.query.since) }),
  );
}
