import type { FastifyInstance } from 'fastify';
import { API_BASE, GAME_CALL_MODULE, PATHS, type LaunchQuery, type LaunchValue } from '@platform/shared/contract';
import { MY_GAMES_ENDPOINTS as MY_GAMES } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../../context';
import type { SessionGuard } from '../../../http/auth';
import { ApiFailure, malformed } from '../../../http/errors';
import { ok } from '../../../http/reply';
import { route } from '../../../http/route';
import { findGameByCode, requireGame, type GameRow } from '../catalogue/games';
import { languageOf, requireModule } from '../lobby-request';
import { sessionFamily } from '../../auth/sessions';
import { issueTicket } from './tickets';

function gameToLaunch(ctx: AppContext, query: LaunchQuery): GameRow {
  if (query.nodeId !== undefined) return requireGame(ctx.db, query.nodeId, query.vendor);
  if (query.vendor === undefined || query.gameCode === undefined) {
    throw malformed('Send nodeId, or vendor with gameCode.', 'nodeId');
  }
  const game = findGameByCode(ctx.db, query.vendor.toUpperCase(), query.gameCode);
  if (!game) throw malformed(`${query.vendor} has no game ${query.gameCode}.`, 'gameCode');
  return game;
}

/** Launch: a URL of the game page, carrying a short-lived ticket for this member and game. */
export function registerLaunchRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(
    api,
    MY_GAMES.launch,
    async (request, reply) => {
      const member = guard.require(request);
      const game = gameToLaunch(ctx, request.query);
      if (game.supportPlay !== 1) throw new ApiFailure(409, 'game.unavailable');
      const { token, expiresIn } = issueTicket(ctx.db, {
        memberId: member.id,
        merchantCode: member.merchantCode,
        nodeId: game.nodeId,
        language: languageOf(request, request.query.language),
        roomId: request.query.roomId ?? null,
        sessionFamily: sessionFamily(ctx.db, member.tokenHash) ?? member.tokenHash,
        now: ctx.now(),
      });
      const value: LaunchValue = {
        url: `${API_BASE}${PATHS.play.page(game.nodeId)}?ticket=${token}`,
        expiresIn,
      };
      void reply.header('Cache-Control', 'no-store');
      return ok(value);
    },
    { onRequest: requireModule(GAME_CALL_MODULE.launch) },
  );
}
