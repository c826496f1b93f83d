import type { FastifyInstance } from 'fastify';
import { RECORD_ENDPOINTS as RECORDS } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { betFilters, betRecords, profitLoss, transactions } from './records';

/** The betting record, the account record (ledger entries) and profit and loss, by Manila days. */
export function registerRecordRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(api, RECORDS.bets, async (request) =>
    ok(betRecords(ctx.db, guard.require(request).id, request.query, request.language)),
  );

  route(api, RECORDS.betFilters, async (request) => ok(betFilters(ctx.db, guard.require(request).id)));

  route(api, RECORDS.transactions, async (request) =>
    ok(transactions(ctx.db, guard.require(request).id, request.query)),
  );

  route(api, RECORDS.profitLoss, async (request) => ok(profitLoss(ctx.db, guard.require(request).id, request.query)));
}
