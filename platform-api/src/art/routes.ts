import type { FastifyInstance } from 'fastify';
import { PATHS } from '@platform/shared/contract';
import type { AppContext } from '../context';
import { ApiFailure } from '../http/errors';
import { TEAMS } from '../features/games/hot-matches/matches';
import { sendCacheable } from './cache';
import { bannerSvg, gameSvg, logoSvg, teamSvg, vendorSvg } from './pictures';

const ART_ID = /^[A-Za-z0-9_-]{1,64}$/;
const notFound = () => new ApiFailure(404, 'request.url_empty');

type Painter = (ctx: AppContext, id: string) => string;

const nameOf = (ctx: AppContext, sql: string, id: string): string =>
  ctx.db.prepare<[string], { name: string }>(sql).get(id)?.name ?? id;

const gameName = (ctx: AppContext, id: string) =>
  nameOf(ctx, 'SELECT name_en AS name FROM games WHERE node_id = ?', id);

const PAINTERS: Record<string, Painter> = {
  banner: (_ctx, id) => bannerSvg(id),
  // Icons carry the English name, as a game's logo would in any language.
  game: (ctx, id) => gameSvg(id, gameName(ctx, id)),
  'game-large': (ctx, id) => gameSvg(id, gameName(ctx, id), 320),
  'game-small': (ctx, id) => gameSvg(id, gameName(ctx, id), 120),
  logo: (ctx, id) => logoSvg(id, nameOf(ctx, 'SELECT name FROM merchants WHERE code = ?', id.toUpperCase())),
  vendor: (ctx, id) => vendorSvg(id, nameOf(ctx, 'SELECT name FROM vendors WHERE code = ?', id)),
  team: (_ctx, id) => teamSvg(id, TEAMS.get(id)?.name ?? id),
};

const ART_MAX_AGE_SECONDS = 86_400;

/** Generated art (banners, game icons, logos, vendor tiles, team crests), so the demo needs no outside image. */
export function registerArtRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { kind: string; id: string } }>(PATHS.art(':kind', ':id'), async (request, reply) => {
    const { kind, id } = request.params;
    const painter = Object.hasOwn(PAINTERS, kind) ? PAINTERS[kind] : undefined;
    // `__proto__`, `constructor` and the like would reach inherited members of the painters' tables.
    if (!painter || !ART_ID.test(id) || id in Object.prototype) throw notFound();
    // An SVG opened on its own is a document; it may not run script or load anything.
    void reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return sendCacheable(request, reply, painter(ctx, id), 'image/svg+xml; charset=utf-8', ART_MAX_AGE_SECONDS);
  });
}
