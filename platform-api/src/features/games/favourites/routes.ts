import type { FastifyInstance } from 'fastify';
import {
  GAME_CALL_MODULE,
  LOBBY_PAGING,
  type FavouriteIdsValue,
  type FavouriteListValue,
} from '@platform/shared/contract';
import { MY_GAMES_ENDPOINTS as MY_GAMES } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connection';
import type { SessionGuard } from '../../../http/auth';
import { ok } from '../../../http/reply';
import { route } from '../../../http/route';
import { memberGames, pageOf, requireGame, toGameItems } from '../catalogue/games';
import { languageOf, requireModule } from '../lobby-request';

function favouriteIds(db: Db, memberId: number): FavouriteIdsValue {
  const rows = db
    .prepare<[number], { nodeId: number }>(
      'SELECT node_id AS nodeId FROM favourites WHERE member_id = ? ORDER BY created_at DESC, node_id',
    )
    .all(memberId);
  return { nodeIds: rows.map((row) => row.nodeId) };
}

/** A member's favourite games: a set of node ids, kept per member. */
export function registerFavouriteRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  const onRequest = requireModule(GAME_CALL_MODULE.favourites);

  route(
    api,
    MY_GAMES.favourites,
    async (request) => {
      const member = guard.require(request);
      const { pageNo, pageSize, gameType, language } = request.query;
      const page = pageOf(pageNo, pageSize, LOBBY_PAGING.favourites);
      const { rows, total } = memberGames(ctx.db, 'favourites', member.id, gameType, page);
      const value: FavouriteListValue = {
        content: toGameItems(ctx.db, rows, languageOf(request, language)),
        pageNum: page.pageNo,
        totalPages: Math.ceil(total / page.pageSize),
      };
      return ok(value);
    },
    { onRequest },
  );

  // Adding twice keeps the first time it was added.
  route(
    api,
    MY_GAMES.addFavourite,
    async (request) => {
      const member = guard.require(request);
      const game = requireGame(ctx.db, request.body.nodeId, request.body.vendor);
      ctx.db
        .prepare('INSERT OR IGNORE INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?)')
        .run(member.id, game.nodeId, ctx.now());
      return ok(favouriteIds(ctx.db, member.id));
    },
    { onRequest },
  );

  // Removing one that is not there is harmless.
  route(
    api,
    MY_GAMES.removeFavourite,
    async (request) => {
      const member = guard.require(request);
      const game = requireGame(ctx.db, request.body.nodeId, request.body.vendor);
      ctx.db.prepare('DELETE FROM favourites WHERE member_id = ? AND node_id = ?').run(member.id, game.nodeId);
      return ok(favouriteIds(ctx.db, member.id));
    },
    { onRequest },
  );

  route(api, MY_GAMES.favouriteIds, async (request) => ok(favouriteIds(ctx.db, guard.require(request).id)), {
    onRequest: requireModule(GAME_CALL_MODULE.favouriteIds),
  });
}
