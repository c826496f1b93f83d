import type { FastifyInstance } from 'fastify';
import {
  MONEY_PATHS,
  type BetRecordQuery,
  type ProfitLossQuery,
  type TransactionQuery,
} from '@platform/shared/contract';
import { BetRecordQuerySchema, ProfitLossQuerySchema, TransactionQuerySchema } from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { betFilters, betRecords, profitLoss, transactions } from './records';

/** The betting record, the account record (ledger entries) and profit and loss, by Manila days. */
export function registerRecordRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  api.get<{ Querystring: BetRecordQuery }>(
    MONEY_PATHS.betRecords,
    { schema: { querystring: BetRecordQuerySchema } },
    async (request) => ok(betRecords(ctx.db, guard.require(request).id, request.query, request.language)),
  );

  api.get(MONEY_PATHS.betFilters, async (request) => ok(betFilters(ctx.db, guard.require(request).id)));

  api.get<{ Querystring: TransactionQuery }>(
    MONEY_PATHS.transactions,
    { schema: { querystring: TransactionQuerySchema } },
    async (request) => ok(transactions(ctx.db, guard.require(request).id, request.query)),
  );

  api.get<{ Querystring: ProfitLossQuery }>(
    MONEY_PATHS.profitLoss,
    { schema: { querystring: ProfitLossQuerySchema } },
    async (request) => ok(profitLoss(ctx.db, guard.require(request).id, request.query)),
  );
}
