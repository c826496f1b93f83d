import type { FastifyInstance } from 'fastify';
import { GAME_CALL_MODULE, type MerchantWalletValue } from '@platform/shared/contract';
import { MY_GAMES_ENDPOINTS as MY_GAMES } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../../context';
import type { SessionGuard } from '../../../http/auth';
import { ok } from '../../../http/reply';
import { route } from '../../../http/route';
import { walletSummary } from '../../ledger/ledger';
import { allVassalage } from '../catalogue/vendors';
import { requireModule } from '../lobby-request';

/** The member's money as the merchant's games see it: one wallet, which every vendor bets from. */
export function registerMerchantWalletRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(
    api,
    MY_GAMES.merchantWallet,
    async (request, reply) => {
      const member = guard.require(request);
      const wallet = walletSummary(ctx.db, member.id);
      const value: MerchantWalletValue = {
        mode: 'single',
        ...wallet,
        vendors: allVassalage(ctx.db).map((vendor) => ({ vassalage: vendor.vassalage, balance: wallet.sumBalance })),
      };
      void reply.header('Cache-Control', 'no-store');
      return ok(value);
    },
    { onRequest: requireModule(GAME_CALL_MODULE.merchantWallet) },
  );
}
