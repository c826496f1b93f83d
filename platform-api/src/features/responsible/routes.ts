import type { FastifyInstance } from 'fastify';
import {
  RESPONSIBLE_PATHS,
  type DepositLimitBody,
  type ExclusionBody,
  type PlayResultQuery,
  type RealityCheckBody,
} from '@platform/shared/contract';
import {
  DepositLimitBodySchema,
  ExclusionBodySchema,
  PlayResultQuerySchema,
  RealityCheckBodySchema,
} from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { toCents } from '../ledger/ledger';
import { playResult, readSettings, setDepositLimit, setRealityCheck, startExclusion } from './responsible';

export function registerResponsibleRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  api.get(RESPONSIBLE_PATHS.settings, async (request) =>
    ok(readSettings(ctx.db, guard.require(request).id, ctx.now())),
  );

  api.put<{ Body: DepositLimitBody }>(
    RESPONSIBLE_PATHS.depositLimit,
    { schema: { body: DepositLimitBodySchema } },
    async (request) => {
      const member = guard.require(request);
      const { amount, period } = request.body;
      const cents = amount === null ? null : toCents(amount);
      if (cents === null && amount !== null) throw malformed('amount has at most two decimals.', 'amount');
      return ok(setDepositLimit(ctx.db, member.id, period, cents, ctx.now()));
    },
  );

  api.put<{ Body: RealityCheckBody }>(
    RESPONSIBLE_PATHS.realityCheck,
    { schema: { body: RealityCheckBodySchema } },
    async (request) => ok(setRealityCheck(ctx.db, guard.require(request).id, request.body.minutes, ctx.now())),
  );

  api.post<{ Body: ExclusionBody }>(
    RESPONSIBLE_PATHS.exclusion,
    { schema: { body: ExclusionBodySchema } },
    async (request) => ok(startExclusion(ctx.db, guard.require(request).id, request.body, ctx.now())),
  );

  api.get<{ Querystring: PlayResultQuery }>(
    RESPONSIBLE_PATHS.playResult,
    { schema: { querystring: PlayResultQuerySchema } },
    async (request) => ok({ net: playResult(ctx.db, guard.require(request).id, request.query.since) }),
  );
}
