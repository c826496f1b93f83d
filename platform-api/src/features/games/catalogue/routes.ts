import type { FastifyInstance } from 'fastify';
import { GAME_CALL_MODULE, LOBBY_PAGING } from '@platform/shared/contract';
import { CATALOGUE_ENDPOINTS as CATALOGUE } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../../context';
import type { SessionGuard } from '../../../http/auth';
import { malformed } from '../../../http/errors';
import { ok } from '../../../http/reply';
import { route } from '../../../http/route';
import { toCents } from '../../ledger/ledger';
import { checkMerchant, languageOf, requireModule } from '../lobby-request';
import { hotGames, listGames, pageOf } from './games';
import { allVassalage, gameMenus, lotteryList, vendorCategories } from './vendors';

/** The public catalogue: vendors, game lists, menus, hot games and lotteries. */
export function registerCatalogueRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(
    api,
    CATALOGUE.vendorGameTypes,
    async (request) => {
      checkMerchant(request, 'merchant_code', request.query.merchant_code);
      return ok(vendorCategories(ctx.db));
    },
    { onRequest: requireModule(GAME_CALL_MODULE.vendorGameTypes) },
  );

  route(api, CATALOGUE.vassalage, async () => ok(allVassalage(ctx.db)), {
    onRequest: requireModule(GAME_CALL_MODULE.vassalage),
  });

  route(
    api,
    CATALOGUE.list,
    async (request) => {
      const query = request.query;
      checkMerchant(request, 'merchant', query.merchant);
      let minBetCents: number | undefined;
      if (query.minBet !== undefined) {
        minBetCents = toCents(query.minBet) ?? undefined;
        if (minBetCents === undefined) throw malformed('minBet has at most two decimals.', 'minBet');
      }
      const filter = {
        gameType: query.gameType,
        vassalage: query.vassalage,
        search: query.gameName,
        classify: query.gameClassify,
        isNew: query.isNew === 1,
        minBetCents,
        minLine: query.minLine,
        memberId: query.gameClassify?.toUpperCase() === 'FAV' ? (guard.optional(request)?.id ?? null) : null,
      };
      const page = pageOf(query.pageNo, query.pageSize, LOBBY_PAGING.gameList);
      return ok(listGames(ctx.db, filter, page, languageOf(request, query.language)));
    },
    { onRequest: requireModule(GAME_CALL_MODULE.list) },
  );

  route(
    api,
    CATALOGUE.menus,
    async (request) => {
      const { gameType, vassalage, language } = request.query;
      return ok(gameMenus(ctx.db, gameType, vassalage, languageOf(request, language)));
    },
    { onRequest: requireModule(GAME_CALL_MODULE.menus) },
  );

  route(
    api,
    CATALOGUE.hot,
    async (request) => {
      checkMerchant(request, 'merchantCode', request.query.merchantCode);
      return ok({ list: hotGames(ctx.db, request.query.gameType, languageOf(request, request.query.language)) });
    },
    { onRequest: requireModule(GAME_CALL_MODULE.hot) },
  );

  route(
    api,
    CATALOGUE.lottery,
    async (request) => ok({ list: lotteryList(ctx.db, request.query.prizeMode, request.language) }),
    { onRequest: requireModule(GAME_CALL_MODULE.lottery) },
  );
}
