// Runtime schemas of the lobby requests. platform-api validates with them; the contract derives its
// request types from them by type-only imports, so the page never loads this module.
import { Type } from '@sinclair/typebox';
import { GAME_TYPES, LOBBY_PAGING, PLAY_TYPES, PRIZE_MODES } from '../lobby';
import { MoneyAmount, MoneyAmountQuery } from './common';

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

export const PlayRoundBodySchema = Type.Object(
  {
    /** Pesos with at most two decimals, at least the game's minimum bet. */
    stake: MoneyAmount(100_000),
    /** Table rounds: the side bet on. */
    side: Type.Optional(literals(['A', 'B'])),
  },
  query,
);

/** A client seed the player chooses: 1 to 32 letters, digits, `_` or `-`. */
export const CLIENT_SEED_PATTERN = '^[A-Za-z0-9_-]{1,32}$';

export const ClientSeedBodySchema = Type.Object({ clientSeed: Type.String({ pattern: CLIENT_SEED_PATTERN }) }, query);

export const BetFairnessQuerySchema = Type.Object(
  { roundId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) },
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
