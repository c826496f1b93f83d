import {
  API_BASE,
  LOBBY_PAGING,
  PATHS,
  type GameClassify,
  type GameItem,
  type GameListValue,
  type GameType,
} from '@platform/shared/contract';
import type { Db } from '../../../db/connection';
import { malformed } from '../../../http/errors';
import { languageSuffix, type ContentLanguage } from '../../../http/request-context';
import { toPesos } from '../../ledger/ledger';
import { prepared } from '../../ledger/prepared';

/** A game as the catalogue stores it. */
export interface GameRow {
  nodeId: number;
  gameId: string;
  nameTy: string;
  nameEn: string;
  gameType: GameType;
  vassalage: string;
  vendorName: string;
  minBetCents: number;
  lines: number | null;
  hot: number;
  isNew: number;
  supportPlay: number;
  prizeMode: string | null;
  classifyNew: string | null;
  drawMinutes: number | null;
}

/**
 * Game icons are generated art named after the node id, at the sizes the lists use, sent as pictures
 * (WebP), as a real catalogue's are: a list shows dozens, and each drawing (SVG) is a document the
 * page's main thread parses and paints, where a picture is decoded off it.
 */
export const gameIconUrls = (nodeId: number) => ({
  iconUrl: `${API_BASE}${PATHS.art('game', String(nodeId), 'webp')}`,
  mobileLargeIcon: `${API_BASE}${PATHS.art('game-large', String(nodeId), 'webp')}`,
  mobileSmallIcon: `${API_BASE}${PATHS.art('game-small', String(nodeId), 'webp')}`,
});

export const GAME_COLUMNS = `g.node_id AS nodeId, g.game_id AS gameId, g.name_ty AS nameTy, g.name_en AS nameEn,
  g.game_type AS gameType, g.vassalage, v.name AS vendorName, g.min_bet_cents AS minBetCents, g.lines, g.hot,
  g.is_new AS isNew, g.support_play AS supportPlay, g.prize_mode AS prizeMode, g.classify_new AS classifyNew,
  g.draw_minutes AS drawMinutes`;

export const GAMES_FROM = 'FROM games g JOIN vendors v ON v.code = g.vassalage';

export const gameName = (row: Pick<GameRow, 'nameTy' | 'nameEn'>, language: ContentLanguage) =>
  language === 'EN' ? row.nameEn : row.nameTy;

export function findGame(db: Db, nodeId: number): GameRow | undefined {
  return prepared<[number], GameRow>(db, `SELECT ${GAME_COLUMNS} ${GAMES_FROM} WHERE g.node_id = ?`).get(nodeId);
}

export function findGameByCode(db: Db, vendor: string, gameId: string): GameRow | undefined {
  return prepared<[string, string], GameRow>(
    db,
    `SELECT ${GAME_COLUMNS} ${GAMES_FROM} WHERE g.vassalage = ? AND g.game_id = ?`,
  ).get(vendor, gameId);
}

/** Names of the classification keys in one language. */
export function classNames(db: Db, language: ContentLanguage): Map<string, string> {
  const rows = prepared<[], { key: string; name: string }>(
    db,
    `SELECT class_key AS key, name_${languageSuffix(language)} AS name FROM game_class_names ORDER BY sort_order`,
  ).all();
  return new Map(rows.map((row) => [row.key, row.name]));
}

/** Turns rows into list items, with their classes, in the language asked for. */
export function toGameItems(db: Db, rows: readonly GameRow[], language: ContentLanguage): GameItem[] {
  if (rows.length === 0) return [];
  const names = classNames(db, language);
  const classRows = db
    .prepare<number[], { nodeId: number; key: string }>(
      `SELECT c.node_id AS nodeId, c.class_key AS key FROM game_classes c
         JOIN game_class_names n ON n.class_key = c.class_key
        WHERE c.node_id IN (${rows.map(() => '?').join(',')}) ORDER BY n.sort_order`,
    )
    .all(...rows.map((row) => row.nodeId));
  const classesOf = new Map<number, string[]>();
  for (const { nodeId, key } of classRows) classesOf.set(nodeId, [...(classesOf.get(nodeId) ?? []), key]);
  const classify = (key: string): GameClassify => ({ key, name: names.get(key) ?? key });
  return rows.map((row) => {
    const keys = [
      'ALL',
      ...(row.isNew ? ['NEW'] : []),
      ...(row.hot ? ['HOT'] : []),
      ...(classesOf.get(row.nodeId) ?? []),
    ];
    const item: GameItem = {
      nodeId: row.nodeId,
      gameId: row.gameId,
      gameName: gameName(row, language),
      gameType: row.gameType,
      vassalage: row.vassalage,
      vendorName: row.vendorName,
      ...gameIconUrls(row.nodeId),
      gameClassify: keys.map(classify),
      minBet: toPesos(row.minBetCents),
      supportPlay: row.supportPlay === 1,
      hot: row.hot === 1,
      isNew: row.isNew === 1,
    };
    if (row.lines !== null) item.lines = row.lines;
    return item;
  });
}

export interface GameFilter {
  gameType?: GameType;
  vassalage?: string;
  /** Part of the name, in either language. */
  search?: string;
  classify?: string;
  isNew?: boolean;
  minBetCents?: number;
  minLine?: number;
  /** FAV: the favourites of this member (none without a session). */
  memberId?: number | null;
}

export interface Page {
  pageNo: number;
  pageSize: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function whereOf(filter: GameFilter): { sql: string; params: (string | number)[] } {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  const add = (clause: string, ...values: (string | number)[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  if (filter.gameType) add('g.game_type = ?', filter.gameType);
  if (filter.vassalage) add('g.vassalage = ?', filter.vassalage.toUpperCase());
  const search = filter.search?.trim();
  if (search) {
    // LIKE ignores ASCII case; both languages are searched whatever the answer's language.
    const pattern = `%${escapeLike(search)}%`;
    add("(g.name_en LIKE ? ESCAPE '\\' OR g.name_ty LIKE ? ESCAPE '\\')", pattern, pattern);
  }
  if (filter.isNew) add('g.is_new = 1');
  if (filter.minBetCents !== undefined) add('g.min_bet_cents = ?', filter.minBetCents);
  if (filter.minLine) add('g.lines >= ?', filter.minLine);
  const classify = filter.classify?.toUpperCase();
  if (classify === 'NEW') add('g.is_new = 1');
  else if (classify === 'HOT') add('g.hot = 1');
  else if (classify === 'FAV')
    add('g.node_id IN (SELECT node_id FROM favourites WHERE member_id = ?)', filter.memberId ?? -1);
  else if (classify && classify !== 'ALL') {
    add('EXISTS (SELECT 1 FROM game_classes c WHERE c.node_id = g.node_id AND c.class_key = ?)', classify);
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** One page of the games that pass the filter, in catalogue order. */
export function listGames(db: Db, filter: GameFilter, page: Page, language: ContentLanguage): GameListValue {
  const { sql, params } = whereOf(filter);
  const total =
    db.prepare<(string | number)[], { count: number }>(`SELECT COUNT(*) AS count ${GAMES_FROM} ${sql}`).get(...params)
      ?.count ?? 0;
  const rows = db
    .prepare<(string | number)[], GameRow>(
      `SELECT ${GAME_COLUMNS} ${GAMES_FROM} ${sql} ORDER BY g.sort_order LIMIT ? OFFSET ?`,
    )
    .all(...params, page.pageSize, (page.pageNo - 1) * page.pageSize);
  return {
    games: toGameItems(db, rows, language),
    pageNum: page.pageNo,
    totalPages: Math.ceil(total / page.pageSize),
    total,
  };
}

/** The page asked for, with the spec's defaults. */
export const pageOf = (pageNo: number | undefined, pageSize: number | undefined, defaultSize: number): Page => ({
  pageNo: pageNo ?? LOBBY_PAGING.firstPage,
  pageSize: pageSize ?? defaultSize,
});

/** The hot games, of one type or all. */
export function hotGames(db: Db, gameType: GameType | undefined, language: ContentLanguage): GameItem[] {
  const rows = db
    .prepare<string[], GameRow>(
      `SELECT ${GAME_COLUMNS} ${GAMES_FROM} WHERE g.hot = 1 AND g.support_play = 1 ${gameType ? 'AND g.game_type = ?' : ''}
        ORDER BY g.sort_order LIMIT 30`,
    )
    .all(...(gameType ? [gameType] : []));
  return toGameItems(db, rows, language);
}

/** The game a call names; an unknown node id, or a vendor that is not the game's, is a malformed call. */
export function requireGame(db: Db, nodeId: number, vendor?: string): GameRow {
  const game = findGame(db, nodeId);
  if (!game) throw malformed(`There is no game ${nodeId}.`, 'nodeId');
  if (vendor !== undefined && vendor.toUpperCase() !== game.vassalage) {
    throw malformed(`Game ${nodeId} belongs to ${game.vassalage}, not ${vendor}.`, 'vendor');
  }
  return game;
}

/** Rows of one member's games (favourites or recent), newest first, with the total for paging. */
export function memberGames(
  db: Db,
  table: 'favourites' | 'recent_games',
  memberId: number,
  gameType: GameType | undefined,
  page: Page,
): { rows: (GameRow & { at: number })[]; total: number } {
  const at = table === 'favourites' ? 'm.created_at' : 'm.played_at';
  const where = `WHERE m.member_id = ? ${gameType ? 'AND g.game_type = ?' : ''}`;
  const params: (string | number)[] = gameType ? [memberId, gameType] : [memberId];
  const from = `FROM ${table} m JOIN games g ON g.node_id = m.node_id JOIN vendors v ON v.code = g.vassalage`;
  const total =
    db.prepare<(string | number)[], { count: number }>(`SELECT COUNT(*) AS count ${from} ${where}`).get(...params)
      ?.count ?? 0;
  const rows = db
    .prepare<(string | number)[], GameRow & { at: number }>(
      `SELECT ${GAME_COLUMNS}, ${at} AS at ${from} ${where} ORDER BY ${at} DESC, g.node_id LIMIT ? OFFSET ?`,
    )
    .all(...params, page.pageSize, (page.pageNo - 1) * page.pageSize);
  return { rows, total };
}
