import type { FastifyInstance } from 'fastify';
import { GAME_CALL_MODULE, LOBBY_PAGING, type RecentListValue } from '@platform/shared/contract';
import { MY_GAMES_ENDPOINTS as MY_GAMES } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../../context';
import type { SessionGuard } from '../../../http/auth';
import { ok } from '../../../http/reply';
import { route } from '../../../http/route';
import { memberGames, pageOf, requireGame, toGameItems } from '../catalogue/games';
import { languageOf, requireModule } from '../lobby-request';

/** A member keeps this many recent games; older ones drop off. */
export const RECENT_LIMIT = 100;

/** The games a member played last, newest first, one entry per game. */
export function registerRecentRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  // The operator's API records a played game with a GET; it is never cached.
  route(
    api,
    MY_GAMES.recentAdd,
    async (request, reply) => {
      const member = guard.require(request);
      const game = requireGame(ctx.db, request.query.nodeId, request.query.vendor);
      ctx.db.transaction(() => {
        ctx.db
          .prepare(
            `INSERT INTO recent_games (member_id, node_id, played_at) VALUES (?, ?, ?)
               ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
          )
          .run(member.id, game.nodeId, ctx.now());
        ctx.db
          .prepare(
            `DELETE FROM recent_games WHERE member_id = ? AND node_id NOT IN
               (SELECT node_id FROM recent_games WHERE member_id = ? ORDER BY played_at DESC LIMIT ?)`,
          )
          .run(member.id, member.id, RECENT_LIMIT);
      })();
      void reply.header('Cache-Control', 'no-store');
      return ok({});
    },
    { onRequest: requireModule(GAME_CALL_MODULE.recentAdd) },
  );

  route(
    api,
    MY_GAMES.recent,
    async (request) => {
      const member = guard.require(request);
      const { page: pageNo, pageSize, gameType, language } = request.query;
      const page = pageOf(pageNo, pageSize, LOBBY_PAGING.recent);
      const { rows, total } = memberGames(ctx.db, 'recent_games', member.id, gameType, page);
      const items = toGameItems(ctx.db, rows, languageOf(request, language));
      const value: RecentListValue = {
        list: items.map((item, index) => ({ ...item, playedAt: new Date(rows[index]?.at ?? 0).toISOString() })),
        totalPages: Math.ceil(total / page.pageSize),
      };
      return ok(value);
    },
    { onRequest: requireModule(GAME_CALL_MODULE.recent) },
  );
}
