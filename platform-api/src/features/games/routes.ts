import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { registerCatalogueRoutes } from './catalogue/routes';
import { registerFavouriteRoutes } from './favourites/routes';
import { registerHotMatchRoutes } from './hot-matches/routes';
import { registerLaunchRoutes } from './launch/routes';
import { registerMerchantWalletRoutes } from './merchant-wallet/routes';
import { registerPlayRoutes } from './play/routes';
import { registerRecentRoutes } from './recent/routes';
import { registerGameTestRoutes } from './test-routes';

/** The lobby: catalogue, favourites, recent games, hot matches, launch and the demo game page. */
export function registerGameRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  registerCatalogueRoutes(api, ctx, guard);
  registerFavouriteRoutes(api, ctx, guard);
  registerRecentRoutes(api, ctx, guard);
  registerHotMatchRoutes(api, ctx);
  registerLaunchRoutes(api, ctx, guard);
  registerPlayRoutes(api, ctx, guard);
  registerMerchantWalletRoutes(api, ctx, guard);
  if (ctx.mode === 'test') registerGameTestRoutes(api, ctx);
}
