import type { FastifyInstance } from 'fastify';
import { PATHS } from '@platform/shared/contract';
import type { AppContext } from '../context';
import { ApiFailure } from '../http/errors';
import { bannerSvg, gameSvg, logoSvg, vendorSvg } from './pictures';

const ART_ID = /^[A-Za-z0-9_-]{1,64}$/;
const notFound = () => new ApiFailure(404, 'request.url_empty');

type Painter = (ctx: AppContext, id: string) => string;

const nameOf = (ctx: AppContext, sql: string, id: string): string =>
  ctx.db.prepare<[string], { name: string }>(sql).get(id)?.name ?? id;

const PAINTERS: Record<string, Painter> = {
  banner: (_ctx, id) => bannerSvg(id),
  game: (ctx, id) => gameSvg(id, nameOf(ctx, 'SELECT game_name AS name FROM games WHERE node_id = ?', id)),
  logo: (ctx, id) => logoSvg(id, nameOf(ctx, 'SELECT name FROM merchants WHERE code = ?', id.toUpperCase())),
  vendor: (ctx, id) => vendorSvg(id, nameOf(ctx, 'SELECT name FROM vendors WHERE code = ? ORDER BY sort_order', id)),
};

/** Generated art (banners, game icons, logos, vendor tiles), so the demo needs no outside image. */
export function registerArtRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { kind: string; id: string } }>(PATHS.art(':kind', ':id'), async (request, reply) => {
    const { kind, id } = request.params;
    const painter = Object.hasOwn(PAINTERS, kind) ? PAINTERS[kind] : undefined;
    if (!painter || !ART_ID.test(id)) throw notFound();
    return (
      reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        // An SVG opened on its own is a document; it may not run script or load anything.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(painter(ctx, id))
    );
  });
}
