// The lobby calls: vendors, games, favourites, recent games, lotteries, hot games and matches, launch,
// and the demo game page's own calls. Request types come from the runtime schemas by type-only imports,
// so this module (part of the shared singleton) never pulls the schema library into the page.
import type { Static } from '@sinclair/typebox';
import type { WalletSummary } from './auth';
import type { RoundShow } from './fairness';
import type {
  FavouriteBodySchema,
  FavouriteListQuerySchema,
  GameListQuerySchema,
  GameMenusQuerySchema,
  HotGamesQuerySchema,
  LaunchQuerySchema,
  LotteryQuerySchema,
  PlayRoundBodySchema,
  ClientSeedBodySchema,
  BetFairnessQuerySchema,
  RecentAddQuerySchema,
  RecentListQuerySchema,
  TestCreditBodySchema,
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

/**
 * The demo game page platform-api serves for any game. The page is what a LaunchValue's `url` opens;
 * it is plain HTML that loads `script` and `style`, and calls `state` and `round` with its ticket.
 */
export const PLAY_PATHS = {
  page: (nodeId: number | string) => `/play/${nodeId}`,
  script: '/play/assets/play.js',
  style: '/play/assets/play.css',
  /** GET → PlayState (header PLAY_TICKET_HEADER). */
  state: '/play/state',
  /** POST PlayRoundBody → PlayRoundValue (header PLAY_TICKET_HEADER). */
  round: '/play/round',
  /**
   * Provably fair rounds (see `./fairness`). The first three take the game page's ticket
   * (PLAY_TICKET_HEADER) or the member's bearer token. GET → FairCommitment: the hash of the secret
   * server seed the next rounds use, the client seed and the next nonce.
   */
  fairness: '/play/fairness',
  /** PUT ClientSeedBody → FairRotation: a new client seed starts a new seed pair, so the old seed is revealed. */
  clientSeed: '/play/fairness/client-seed',
  /** POST → FairRotation: reveals the server seed in use and commits a new one (nonce back to 0). */
  rotate: '/play/fairness/rotate',
  /** GET BetFairnessQuery → BetFairness, or null for a round played without seeds (bearer token). */
  betFairness: '/play/fairness/bet',
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

/** The game page sends its launch ticket (from its own URL, query `ticket`) in this header. */
export const PLAY_TICKET_HEADER = 'Launch-Ticket';

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
export type PlayRoundBody = Static<typeof PlayRoundBodySchema>;
export type ClientSeedBody = Static<typeof ClientSeedBodySchema>;
export type BetFairnessQuery = Static<typeof BetFairnessQuerySchema>;

// Responses. Names are in the request's language (the `language` query parameter, else the Language header).

export interface VendorName {
  /** The game type to ask the game list for when this vendor is chosen. */
  gameType: GameType;
  vassalage: string;
  vendorName: string;
  /** Generated vendor tile, 160×80. */
  iconUrl: string;
}

export interface VendorCategory {
  gameCategory: GameCategory;
  vendorNames: VendorName[];
}

export interface Vassalage {
  vassalage: string;
  vendorName: string;
  iconUrl: string;
  /** The categories the vendor is listed under. */
  gameCategories: GameCategory[];
}

export interface GameClassify {
  /** ALL, NEW, HOT, or a vendor class such as SLOT, MEGAWAYS, JACKPOT, TABLE, CARD. */
  key: string;
  name: string;
}

export interface GameItem {
  nodeId: number;
  /** The vendor's game code (also the room id of table and sports games). */
  gameId: string;
  gameName: string;
  gameType: GameType;
  /** Vendor code. */
  vassalage: string;
  vendorName: string;
  /** Generated icon, 200×200. */
  iconUrl: string;
  /** Generated icon for large tiles, 320×320. */
  mobileLargeIcon: string;
  /** Generated icon for small tiles, 120×120. */
  mobileSmallIcon: string;
  gameClassify: GameClassify[];
  minBet: number;
  /** False while the game cannot be launched; launching it answers 409 `game.unavailable`. */
  supportPlay: boolean;
  hot: boolean;
  isNew: boolean;
  /** Pay lines of a slot. */
  lines?: number;
}

export interface GameListValue {
  games: GameItem[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** A classification tab of a game type (the ALL, NEW and HOT tabs first). */
export interface GameMenu extends GameClassify {
  count: number;
}

export interface HotGamesValue {
  list: GameItem[];
}

export interface FavouriteListValue {
  content: GameItem[];
  pageNum: number;
  totalPages: number;
}

export interface FavouriteIdsValue {
  nodeIds: number[];
}

export interface RecentGame extends GameItem {
  /** ISO date-time of the last launch. */
  playedAt: string;
}

export interface RecentListValue {
  list: RecentGame[];
  totalPages: number;
}

export interface LotteryEntry {
  nodeId: number;
  gameId: string;
  displayName: string;
  vassalage: string;
  prizeMode: PrizeMode;
  iconUrl: string;
  /** Minutes between draws. */
  drawMinutes: number;
  /** E-lottery (Elott) games only: FAST, CLASSIC, KENO or PK10. */
  gameClassifyNew?: string;
}

export interface LotteryListValue {
  list: LotteryEntry[];
}

export interface HotMatch {
  /** Stable id of the match. */
  id: string;
  vendor: string;
  roomId: string;
  nodeId: number;
  /** ISO date-time (UTC); show it as MM/DD HH:mm in Asia/Manila. */
  matchTime: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamImageUrl: string;
  awayTeamImageUrl: string;
}

export interface HotMatchesValue {
  list: HotMatch[];
}

export interface LaunchValue {
  /** Same-origin URL of the game page, with its launch ticket; open it in a sandboxed iframe. */
  url: string;
  /** Seconds the ticket stays valid without play (each round renews it). */
  expiresIn: number;
}

// The demo game page.

export type PlayKind = 'slot' | 'table';

export interface PlayState {
  nodeId: number;
  gameName: string;
  kind: PlayKind;
  wallet: WalletSummary;
  minBet: number;
  /** Stakes offered, ascending; each is at least minBet. */
  stakes: number[];
}

export interface PlayRoundValue {
  /** The bet's round id, as the betting record shows it. */
  roundId: string;
  stake: number;
  payout: number;
  win: boolean;
  /** Slot: three reel symbols. Table: the winning side and the two cards. */
  outcome: RoundShow;
  wallet: WalletSummary;
  /** The seeds the round was drawn from; the server seed itself is revealed by a rotation. */
  fairness: RoundSeeds;
}

/** The seed pair and nonce of one round. */
export interface RoundSeeds {
  /** SHA-256 (hex) of the server seed, committed before the round. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** The seed pair the next rounds use: the server seed only by its hash. */
export interface FairCommitment {
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce of the next round: rounds played under this pair so far. */
  nextNonce: number;
}

/** A server seed that was in use, now revealed, with the client seed and how many rounds it drew. */
export interface RevealedSeed {
  /** 32 bytes, hex. */
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  rounds: number;
}

/** After a rotation: the revealed seed and the new commitment. */
export interface FairRotation {
  revealed: RevealedSeed;
  commitment: FairCommitment;
}

/** What a bet record's Verify view needs to recompute a round. */
export interface BetFairness extends RoundSeeds {
  roundId: string;
  kind: PlayKind;
  /** Table rounds: the side bet on. */
  side: 'A' | 'B' | null;
  stake: number;
  payout: number;
  outcome: RoundShow;
  /** Hex; null until the member rotates the seed pair (or sets a new client seed). */
  serverSeed: string | null;
}

/** What the game page posts to its parent (target origin: its own origin) after each round. */
export const PLAY_BALANCE_MESSAGE = 'platform-game:balance';

export interface PlayBalanceMessage {
  type: typeof PLAY_BALANCE_MESSAGE;
  nodeId: number;
  wallet: WalletSummary;
}

export function isPlayBalanceMessage(data: unknown): data is PlayBalanceMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<PlayBalanceMessage>;
  return (
    message.type === PLAY_BALANCE_MESSAGE &&
    typeof message.nodeId === 'number' &&
    typeof message.wallet?.sumBalance === 'number' &&
    typeof message.wallet.currencySymbol === 'string'
  );
}

/** Test-mode paths of the lobby (they answer 404 outside test mode). */
export const GAME_TEST_PATHS = {
  /** PUT TestCreditBody → WalletSummary: pays money into a member's wallet (a ledger deposit). */
  credit: '/test/games/credit',
} as const;

export type TestCreditBody = Static<typeof TestCreditBodySchema>;

/**
 * The merchant wallet: in `single` mode (the only one this platform runs) every vendor's games bet
 * straight from the member's one wallet, so each vendor's `balance` is the wallet's own.
 */
export interface MerchantWalletValue {
  mode: 'single';
  currencySymbol: string;
  sumBalance: number;
  vendors: Array<{ vassalage: string; balance: number }>;
}
