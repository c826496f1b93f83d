// Runtime schemas of the lobby requests. platform-api validates with them; the contract derives its
// request types from them by type-only imports, so the page never loads this module.
import { Type } from '@sinclair/typebox';
import { GAME_CATEGORIES, GAME_TYPES, LOBBY_PAGING, PLAY_TYPES, PRIZE_MODES } from '../lobby';
import { MoneyAmount, MoneyAmountQuery, oneOf } from './common';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

const Language = literals(['TY', 'EN']);
const GameTypeName = literals(GAME_TYPES);
const VendorCode = Type.String({ pattern: '^[A-Za-z0-9_]{1,24}$' });
const MerchantCode = Type.String({ pattern: '^[A-Za-z0-9]{1,16}$' });
const ClassifyKey = Type.String({ pattern: '^[A-Z0-9_]{1,20}$' });
const NodeId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const PageNo = Type.Integer({ minimum: 1, maximum: 100_000 });
const PageSize = Type.Integer({ minimum: 1, maximum: LOBBY_PAGING.maxPageSize });
/** Sent by the operator's clients; accepted and not used. */
const Flag01 = Type.Integer({ minimum: 0, maximum: 1 });

// Query schemas drop unknown properties (older clients send a token in the query) instead of refusing.
const query = { additionalProperties: false } as const;

export const VendorGameTypesQuerySchema = Type.Object(
  {
    typeId: Type.Optional(Type.Literal(1)),
    merchant_code: Type.Optional(MerchantCode),
  },
  query,
);

export const GameListQuerySchema = Type.Object(
  {
    merchant: Type.Optional(MerchantCode),
    clientType: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
    platform: Type.Optional(Type.String({ maxLength: 16 })),
    /** Part of a name in either language, case-insensitive. */
    gameName: Type.Optional(Type.String({ maxLength: 50 })),
    gameType: Type.Optional(GameTypeName),
    /** ALL (no filter), NEW, HOT, FAV (the member's favourites; empty without a session) or a vendor class. */
    gameClassify: Type.Optional(ClassifyKey),
    /** 1: new games only. */
    isNew: Type.Optional(Flag01),
    pageNo: Type.Optional(PageNo),
    pageSize: Type.Optional(PageSize),
    vassalage: Type.Optional(VendorCode),
    /** Games whose minimum bet is exactly this amount. */
    minBet: Type.Optional(MoneyAmountQuery(100_000)),
    /** Slots with at least this many pay lines. */
    minLine: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    language: Type.Optional(Language),
  },
  query,
);

export const GameMenusQuerySchema = Type.Object(
  {
    gameType: GameTypeName,
    vassalage: Type.Optional(VendorCode),
    language: Type.Optional(Language),
  },
  query,
);

export const HotGamesQuerySchema = Type.Object(
  {
    isPlatform: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
    language: Type.Optional(Language),
    platform: Type.Optional(Type.String({ maxLength: 16 })),
    gameType: Type.Optional(GameTypeName),
    merchantCode: Type.Optional(MerchantCode),
  },
  query,
);

export const FavouriteBodySchema = Type.Object(
  {
    nodeId: NodeId,
    /** The game's vendor code; it must match the game. */
    vendor: VendorCode,
  },
  // Bodies also drop what they do not know (the operator's clients send the token in the body).
  query,
);

export const FavouriteListQuerySchema = Type.Object(
  {
    pageNo: Type.Optional(PageNo),
    pageSize: Type.Optional(PageSize),
    gameType: Type.Optional(GameTypeName),
    language: Type.Optional(Language),
  },
  query,
);

export const RecentAddQuerySchema = Type.Object(
  {
    nodeId: NodeId,
    vendor: Type.Optional(VendorCode),
  },
  query,
);

export const RecentListQuerySchema = Type.Object(
  {
    page: Type.Optional(PageNo),
    pageSize: Type.Optional(PageSize),
    gameType: Type.Optional(GameTypeName),
    language: Type.Optional(Language),
    clientType: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
  },
  query,
);

export const LotteryQuerySchema = Type.Object({ prizeMode: literals(PRIZE_MODES) }, query);

/** Either `nodeId`, or `vendor` with `gameCode` (such as `lobby`); a hot match also sends `roomId`. */
export const LaunchQuerySchema = Type.Object(
  {
    nodeId: Type.Optional(NodeId),
    vendor: Type.Optional(VendorCode),
    gameCode: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' })),
    roomId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
    playType: Type.Optional(literals(PLAY_TYPES)),
    prize_mode: Type.Optional(literals(PRIZE_MODES)),
    language: Type.Optional(Language),
  },
  query,
);

export const TestCreditBodySchema = Type.Object(
  {
    merchantCode: MerchantCode,
    account: Type.String({ minLength: 1, maxLength: 64 }),
    /** Pesos with at most two decimals. */
    amount: MoneyAmount(1_000_000),
  },
  { additionalProperties: false },
);

// Responses. Names are in the request's language (the `language` query parameter, else the Language header).

export const VendorNameSchema = Type.Object({
  /** The game type to ask the game list for when this vendor is chosen. */
  gameType: oneOf(GAME_TYPES),
  vassalage: Type.String(),
  vendorName: Type.String(),
  /** Generated vendor tile, 160×80. */
  iconUrl: Type.String(),
});

export const VendorCategorySchema = Type.Object({
  gameCategory: oneOf(GAME_CATEGORIES),
  vendorNames: Type.Array(VendorNameSchema),
});

export const VassalageSchema = Type.Object({
  vassalage: Type.String(),
  vendorName: Type.String(),
  iconUrl: Type.String(),
  /** The categories the vendor is listed under. */
  gameCategories: Type.Array(oneOf(GAME_CATEGORIES)),
});

export const GameClassifySchema = Type.Object({
  /** ALL, NEW, HOT, or a vendor class such as SLOT, MEGAWAYS, JACKPOT, TABLE, CARD. */
  key: Type.String(),
  name: Type.String(),
});

export const GameItemSchema = Type.Object({
  nodeId: Type.Number(),
  /** The vendor's game code (also the room id of table and sports games). */
  gameId: Type.String(),
  gameName: Type.String(),
  gameType: oneOf(GAME_TYPES),
  /** Vendor code. */
  vassalage: Type.String(),
  vendorName: Type.String(),
  /** Generated icon, 200×200. */
  iconUrl: Type.String(),
  /** Generated icon for large tiles, 320×320. */
  mobileLargeIcon: Type.String(),
  /** Generated icon for small tiles, 120×120. */
  mobileSmallIcon: Type.String(),
  gameClassify: Type.Array(GameClassifySchema),
  minBet: Type.Number(),
  /** False while the game cannot be launched; launching it answers 409 `game.unavailable`. */
  supportPlay: Type.Boolean(),
  hot: Type.Boolean(),
  isNew: Type.Boolean(),
  /** Pay lines of a slot. */
  lines: Type.Optional(Type.Number()),
});

export const GameListValueSchema = Type.Object({
  games: Type.Array(GameItemSchema),
  pageNum: Type.Number(),
  totalPages: Type.Number(),
  total: Type.Number(),
});

/** A classification tab of a game type (the ALL, NEW and HOT tabs first). */
export const GameMenuSchema = Type.Composite([
  GameClassifySchema,
  Type.Object({
    count: Type.Number(),
  }),
]);

export const HotGamesValueSchema = Type.Object({
  list: Type.Array(GameItemSchema),
});

export const FavouriteListValueSchema = Type.Object({
  content: Type.Array(GameItemSchema),
  pageNum: Type.Number(),
  totalPages: Type.Number(),
});

export const FavouriteIdsValueSchema = Type.Object({
  nodeIds: Type.Array(Type.Number()),
});

export const RecentGameSchema = Type.Composite([
  GameItemSchema,
  Type.Object({
    /** ISO date-time of the last launch. */
    playedAt: Type.String(),
  }),
]);

export const RecentListValueSchema = Type.Object({
  list: Type.Array(RecentGameSchema),
  totalPages: Type.Number(),
});

export const LotteryEntrySchema = Type.Object({
  nodeId: Type.Number(),
  gameId: Type.String(),
  displayName: Type.String(),
  vassalage: Type.String(),
  prizeMode: oneOf(PRIZE_MODES),
  iconUrl: Type.String(),
  /** Minutes between draws. */
  drawMinutes: Type.Number(),
  /** E-lottery (Elott) games only: FAST, CLASSIC, KENO or PK10. */
  gameClassifyNew: Type.Optional(Type.String()),
});

export const LotteryListValueSchema = Type.Object({
  list: Type.Array(LotteryEntrySchema),
});

export const HotMatchSchema = Type.Object({
  /** Stable id of the match. */
  id: Type.String(),
  vendor: Type.String(),
  roomId: Type.String(),
  nodeId: Type.Number(),
  /** ISO date-time (UTC); show it as MM/DD HH:mm in Asia/Manila. */
  matchTime: Type.String(),
  league: Type.String(),
  homeTeam: Type.String(),
  awayTeam: Type.String(),
  homeTeamImageUrl: Type.String(),
  awayTeamImageUrl: Type.String(),
});

export const HotMatchesValueSchema = Type.Object({
  list: Type.Array(HotMatchSchema),
});

export const LaunchValueSchema = Type.Object({
  /** Same-origin URL of the game page, with its launch ticket; open it in a sandboxed iframe. */
  url: Type.String(),
  /** Seconds the ticket stays valid without play (each round renews it). */
  expiresIn: Type.Number(),
});

/**
 * The merchant wallet: in `single` mode (the only one this platform runs) every vendor's games bet
 * straight from the member's one wallet, so each vendor's `balance` is the wallet's own.
 */
export const MerchantWalletValueSchema = Type.Object({
  mode: Type.Literal('single'),
  currencySymbol: Type.String(),
  sumBalance: Type.Number(),
  vendors: Type.Array(
    Type.Object({
      vassalage: Type.String(),
      balance: Type.Number(),
    }),
  ),
});
