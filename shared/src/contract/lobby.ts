// The lobby calls' paths, game modules and business constants, and their request types. The answers are
// in ./games, the demo game page's calls in ./play. Request types come from the runtime schemas by
// type-only imports.
import type { Static } from '@sinclair/typebox';
import type {
  FavouriteBodySchema,
  FavouriteListQuerySchema,
  GameListQuerySchema,
  GameMenusQuerySchema,
  HotGamesQuerySchema,
  LaunchQuerySchema,
  LotteryQuerySchema,
  RecentAddQuerySchema,
  RecentListQuerySchema,
  VendorGameTypesQuerySchema,
} from './schemas/lobby';

/** Paths of the lobby calls, relative to API_BASE (found as `PATHS.games`). */
export const GAME_PATHS = {
  /** GET VendorGameTypesQuery → VendorCategory[] (module GAMELO3). */
  vendorGameTypes: '/games/vendor-types',
  /** GET → Vassalage[] (module GAMELO3). */
  vassalage: '/games/vassalage',
  /** GET GameListQuery → GameListValue (module GAMELO3). */
  list: '/games/list',
  /** GET GameMenusQuery → GameMenu[] (module GAMELO3). */
  menus: '/games/menus',
  /** GET HotGamesQuery → HotGamesValue (module GAMELOHOT3). */
  hot: '/games/hot',
  /** GET → HotMatchesValue (module GAMELOHOT3). */
  hotMatches: '/games/hot-matches',
  /**
   * Token required, module GAMELOFAV3. GET FavouriteListQuery → FavouriteListValue;
   * POST FavouriteBody adds; DELETE FavouriteBody (a JSON body) removes. Both answer FavouriteIdsValue.
   */
  favourites: '/games/favourites',
  /** GET → FavouriteIdsValue: every favourite node id of the member (token, module GAMELOFAV3). */
  favouriteIds: '/games/favourites/ids',
  /** GET RecentAddQuery: records a played game (token, module GAMELOREC3) → `{}`. */
  recentAdd: '/games/recent/add',
  /** GET RecentListQuery → RecentListValue (token, module GAMELOREC3). */
  recent: '/games/recent',
  /** GET LotteryQuery → LotteryListValue (module GAMELO3). */
  lottery: '/games/lottery',
  /** GET LaunchQuery → LaunchValue (token, module GAMELO3). */
  launch: '/games/launch',
  /** GET → MerchantWalletValue: how the merchant's games draw on the member's money (token, module GAMELO3). */
  merchantWallet: '/games/merchant-wallet',
} as const;

/** Every game call names its module in this header; a missing or wrong one answers 400 `request.malformed`. */
export const MODULE_HEADER = 'Module-Id';

/** The game modules of the spec. */
export const GAME_MODULE_IDS = {
  GAMELO: 'GAMELO3',
  GAMELOFAV: 'GAMELOFAV3',
  GAMELOREC: 'GAMELOREC3',
  GAMELOHOT: 'GAMELOHOT3',
} as const;

export type GameModuleId = (typeof GAME_MODULE_IDS)[keyof typeof GAME_MODULE_IDS];

/** The module id each lobby call carries in MODULE_HEADER. */
export const GAME_CALL_MODULE: Record<keyof typeof GAME_PATHS, GameModuleId> = {
  vendorGameTypes: 'GAMELO3',
  vassalage: 'GAMELO3',
  list: 'GAMELO3',
  menus: 'GAMELO3',
  lottery: 'GAMELO3',
  launch: 'GAMELO3',
  hot: 'GAMELOHOT3',
  hotMatches: 'GAMELOHOT3',
  favourites: 'GAMELOFAV3',
  favouriteIds: 'GAMELOFAV3',
  recentAdd: 'GAMELOREC3',
  recent: 'GAMELOREC3',
  merchantWallet: 'GAMELO3',
};

// Business constants of the lobby (spec sections 3, 4 and 9).
export const CLIENT_TYPE = 2;
export const PLATFORM = 'html5';
export const LOBBY_PAGING = { gameList: 26, favourites: 26, recent: 25, firstPage: 1, maxPageSize: 100 } as const;
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
export const PLAY_TYPES = ['Tradition', 'Entertainment'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];
export const GAME_SELECT_TYPES = ['NEW', 'FAV', 'ALL', 'HOT'] as const;
export const MIN_BET_OPTIONS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;
/** Vendors that the vendor list shows under ESPORTS and COCKFIGHT instead of SPORTS. */
export const ESPORT_GAME_CODES = ['TF'] as const;
export const COCKFIGHT_GAME_CODES = ['DS88'] as const;
/** Lottery vendors that launch their own lobby (`gameCode: 'lobby'`). */
export const LOTTERY_LOBBY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'] as const;
/** Lottery vendors that open /m/launchGame (play type Tradition, prize mode Elott, code lobby). */
export const LAUNCH_PAGE_VENDORS = ['LOTT', 'ELOTT'] as const;
/** The popular-games menu order; other categories follow. */
export const CATEGORY_ORDER = ['HOT', 'RNG', 'FISH', 'LIVE', 'PVP', 'COCKFIGHT', 'SPORTS', 'ESPORTS'] as const;

/** Vendor categories. INHOUSE lists the house vendor, whose games are RNG games. */
export const GAME_CATEGORIES = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTTERY',
  'INHOUSE',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
/** The type of a game; a game list asks for one. */
export type GameType = Exclude<GameCategory, 'INHOUSE'>;
export const GAME_TYPES = GAME_CATEGORIES.filter((c): c is GameType => c !== 'INHOUSE');

// Requests (runtime schemas in `@platform/shared/contract/schemas`).
export type VendorGameTypesQuery = Static<typeof VendorGameTypesQuerySchema>;
export type GameListQuery = Static<typeof GameListQuerySchema>;
export type GameMenusQuery = Static<typeof GameMenusQuerySchema>;
export type HotGamesQuery = Static<typeof HotGamesQuerySchema>;
export type FavouriteBody = Static<typeof FavouriteBodySchema>;
export type FavouriteListQuery = Static<typeof FavouriteListQuerySchema>;
export type RecentAddQuery = Static<typeof RecentAddQuerySchema>;
export type RecentListQuery = Static<typeof RecentListQuerySchema>;
export type LotteryQuery = Static<typeof LotteryQuerySchema>;
export type LaunchQuery = Static<typeof LaunchQuerySchema>;
