import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { PATHS } from '@platform/shared/contract';
import type { AppContext } from '../context';
import { ApiFailure } from '../http/errors';
import { TEAMS } from '../features/games/hot-matches/matches';
import { sendCacheable } from './cache';
import { gameArtSvg, type ArtGame } from './game-art';
import { appIconSvg, bannerSvg, logoSvg, teamSvg, vendorSvg } from './pictures';

const ART_ID = /^[A-Za-z0-9_-]{1,64}$/;
const notFound = () => new ApiFailure(404, 'request.url_empty');

type Painter = (ctx: AppContext, id: string) => string;

const nameOf = (ctx: AppContext, sql: string, id: string): string =>
  ctx.db.prepare<[string], { name: string }>(sql).get(id)?.name ?? id;

/** What the art draws a game from; an id the catalogue does not hold is drawn as a slot of that name. */
function artGame(ctx: AppContext, id: string): ArtGame {
  const row = ctx.db
    .prepare<[string], { name: string; gameType: string; vendor: string }>(
      'SELECT name_en AS name, game_type AS gameType, vassalage AS vendor FROM games WHERE node_id = ?',
    )
    .get(id);
  if (!row) return { id, name: id, gameType: 'RNG', vendor: '', classes: [] };
  const classes = ctx.db
    .prepare<[string], { key: string }>('SELECT class_key AS key FROM game_classes WHERE node_id = ?')
    .all(id)
    .map((c) => c.key);
  return { id, ...row, classes };
}

const merchantName = (ctx: AppContext, id: string) =>
  nameOf(ctx, 'SELECT name FROM merchants WHERE code = ?', id.toUpperCase());

const PAINTERS: Record<string, Painter> = {
  banner: (_ctx, id) => bannerSvg(id),
  // Icons carry no name: the tile prints it under the icon, in the page's language.
  game: (ctx, id) => gameArtSvg(artGame(ctx, id)),
  'game-large': (ctx, id) => gameArtSvg(artGame(ctx, id), 320),
  'game-small': (ctx, id) => gameArtSvg(artGame(ctx, id), 120),
  logo: (ctx, id) => logoSvg(id, merchantName(ctx, id)),
  'app-icon': (ctx, id) => appIconSvg(id, merchantName(ctx, id)),
  vendor: (ctx, id) => vendorSvg(id, nameOf(ctx, 'SELECT name FROM vendors WHERE code = ?', id)),
  team: (_ctx, id) => teamSvg(id, TEAMS.get(id)?.name ?? id),
};

const ART_MAX_AGE_SECONDS = 86_400;

interface PictureSize {
  width: number;
  height: number;
  /** How many pixels a pixel of the drawing becomes (2 for art shown larger than it is drawn). */
  scale?: number;
}
const square = (side: number): PictureSize => ({ width: side, height: side });
/**
 * The art also sent as a picture, at the size each is drawn: the game icons a list shows by the dozen,
 * and what the first screen shows (the banners, the merchant's logo and app icon). An SVG in an `<img>`
 * is a document of its own that the page lays out and paints on its main thread: a home banner took
 * about 100 ms of it on a fast machine; a picture is decoded off the main thread.
 */
const PICTURE_SIZES: Record<string, PictureSize> = {
  game: square(200),
  'game-large': square(320),
  'game-small': square(120),
  banner: { width: 750, height: 300 },
  // The login page shows the 240×64 logo 180 px wide: drawn twice as large, it stays sharp on a phone.
  logo: { width: 480, height: 128, scale: 2 },
  'app-icon': { ...square(128), scale: 2 },
};
/** Pictures kept made, the oldest forgotten first: every icon of the demo catalogue at one size. */
const PICTURES_KEPT = 2_500;
const WEBP_QUALITY = 75;

/** Makes the pictures of drawings, keeping the latest made; one request waits for a picture in making. */
function pictureMaker() {
  const kept = new Map<string, Promise<Buffer>>();
  return (key: string, svg: () => string, size: PictureSize): Promise<Buffer> => {
    const held = kept.get(key);
    if (held) return held;
    const made = sharp(Buffer.from(svg()), { density: 72 * (size.scale ?? 1) })
      .resize(size.width, size.height)
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    kept.set(key, made);
    made.catch(() => kept.delete(key));
    if (kept.size > PICTURES_KEPT) kept.delete(kept.keys().next().value as string);
    return made;
  };
}

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

  const picture = pictureMaker();
  api.get<{ Params: { kind: string; id: string } }>(PATHS.art(':kind', ':id', 'webp'), async (request, reply) => {
    const { kind, id } = request.params;
    const size = Object.hasOwn(PICTURE_SIZES, kind) ? PICTURE_SIZES[kind] : undefined;
    const painter = PAINTERS[kind];
    if (size === undefined || !painter || !ART_ID.test(id) || id in Object.prototype) throw notFound();
    const body = await picture(`${kind}/${id}`, () => painter(ctx, id), size);
    return sendCacheable(request, reply, body, 'image/webp', ART_MAX_AGE_SECONDS);
  });
}
