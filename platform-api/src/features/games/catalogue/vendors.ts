import {
  API_BASE,
  CATEGORY_ORDER,
  GAME_CATEGORIES,
  PATHS,
  type GameCategory,
  type GameMenu,
  type GameType,
  type LotteryEntry,
  type PrizeMode,
  type Vassalage,
  type VendorCategory,
} from '@platform/shared/contract';
import type { Db } from '../../../db/connection';
import type { ContentLanguage } from '../../../http/request-context';
import { prepared } from '../../ledger/prepared';
import { GAME_COLUMNS, GAMES_FROM, classNames, gameIconUrls, gameName, type GameRow } from './games';

const vendorIconUrl = (code: string) => `${API_BASE}${PATHS.art('vendor', code)}`;

/** The spec's menu order (HOT is not a vendor category), then the categories it does not name. */
const ORDER: readonly GameCategory[] = [
  ...CATEGORY_ORDER.filter((c): c is GameCategory & (typeof CATEGORY_ORDER)[number] => c !== 'HOT'),
  ...GAME_CATEGORIES.filter((c) => !(CATEGORY_ORDER as readonly string[]).includes(c)),
];

interface VendorCategoryRow {
  category: GameCategory;
  code: string;
  name: string;
  gameType: GameType;
}

function vendorCategoryRows(db: Db): VendorCategoryRow[] {
  return prepared<[], VendorCategoryRow>(
    db,
    `SELECT c.category, v.code, v.name, c.game_type AS gameType
       FROM vendor_categories c JOIN vendors v ON v.code = c.vendor_code
      ORDER BY c.sort_order, v.sort_order`,
  ).all();
}

/** Each category with its vendors, in menu order. */
export function vendorCategories(db: Db): VendorCategory[] {
  const rows = vendorCategoryRows(db);
  return ORDER.map((gameCategory) => ({
    gameCategory,
    vendorNames: rows
      .filter((row) => row.category === gameCategory)
      .map((row) => ({
        gameType: row.gameType,
        vassalage: row.code,
        vendorName: row.name,
        iconUrl: vendorIconUrl(row.code),
      })),
  })).filter((category) => category.vendorNames.length > 0);
}

/** Every vendor with the categories it shows under. */
export function allVassalage(db: Db): Vassalage[] {
  const rows = vendorCategoryRows(db);
  const vendors = prepared<[], { code: string; name: string }>(
    db,
    'SELECT code, name FROM vendors ORDER BY sort_order',
  ).all();
  return vendors.map((vendor) => ({
    vassalage: vendor.code,
    vendorName: vendor.name,
    iconUrl: vendorIconUrl(vendor.code),
    gameCategories: ORDER.filter((category) =>
      rows.some((row) => row.code === vendor.code && row.category === category),
    ),
  }));
}

/** The classification tabs of a game type (and vendor): ALL, NEW and HOT, then the vendor classes. */
export function gameMenus(
  db: Db,
  gameType: GameType,
  vassalage: string | undefined,
  language: ContentLanguage,
): GameMenu[] {
  const vendor = vassalage?.toUpperCase() ?? null;
  const counts = db
    .prepare<[string, string | null, string | null], { all: number; fresh: number; hot: number }>(
      `SELECT COUNT(*) AS "all", COALESCE(SUM(is_new), 0) AS fresh, COALESCE(SUM(hot), 0) AS hot
         FROM games WHERE game_type = ? AND (? IS NULL OR vassalage = ?)`,
    )
    .get(gameType, vendor, vendor) ?? { all: 0, fresh: 0, hot: 0 };
  const classes = db
    .prepare<[string, string | null, string | null], { key: string; count: number }>(
      `SELECT c.class_key AS key, COUNT(*) AS count
         FROM game_classes c JOIN games g ON g.node_id = c.node_id JOIN game_class_names n ON n.class_key = c.class_key
        WHERE g.game_type = ? AND (? IS NULL OR g.vassalage = ?)
        GROUP BY c.class_key ORDER BY n.sort_order`,
    )
    .all(gameType, vendor, vendor);
  const names = classNames(db, language);
  const menu = (key: string, count: number): GameMenu => ({ key, name: names.get(key) ?? key, count });
  if (counts.all === 0) return [];
  return [
    menu('ALL', counts.all),
    ...(counts.fresh > 0 ? [menu('NEW', counts.fresh)] : []),
    ...(counts.hot > 0 ? [menu('HOT', counts.hot)] : []),
    ...classes.map((row) => menu(row.key, row.count)),
  ];
}

/**
 * The draws of a prize mode: Lott the platform's lotto, ZY the TCG regional lotteries, Elott the
 * e-lottery games (with their gameClassifyNew). Vendor lobbies are launched, not listed.
 */
export function lotteryList(db: Db, prizeMode: PrizeMode, language: ContentLanguage): LotteryEntry[] {
  const rows = prepared<[string], GameRow>(
    db,
    `SELECT ${GAME_COLUMNS} ${GAMES_FROM} WHERE g.prize_mode = ? AND g.game_id <> 'lobby' ORDER BY g.sort_order`,
  ).all(prizeMode);
  return rows.map((row) => {
    const entry: LotteryEntry = {
      nodeId: row.nodeId,
      gameId: row.gameId,
      displayName: gameName(row, language),
      vassalage: row.vassalage,
      prizeMode,
      iconUrl: gameIconUrls(row.nodeId).iconUrl,
      drawMinutes: row.drawMinutes ?? 1440,
    };
    if (row.classifyNew !== null) entry.gameClassifyNew = row.classifyNew;
    return entry;
  });
}
