// The lobby calls' answers: vendors, games, favourites, recent games, lotteries, hot games and matches,
// launch and the merchant wallet, and the lobby's test-mode call. Their schemas are in ./schemas/lobby.
import type { Static } from '@sinclair/typebox';
import type {
  FavouriteIdsValueSchema,
  FavouriteListValueSchema,
  GameClassifySchema,
  GameItemSchema,
  GameListValueSchema,
  GameMenuSchema,
  HotGamesValueSchema,
  HotMatchSchema,
  HotMatchesValueSchema,
  LaunchValueSchema,
  LotteryEntrySchema,
  LotteryListValueSchema,
  MerchantWalletValueSchema,
  RecentGameSchema,
  RecentListValueSchema,
  TestCreditBodySchema,
  VassalageSchema,
  VendorCategorySchema,
  VendorNameSchema,
} from './schemas/lobby';

// Responses. Names are in the request's language (the `language` query parameter, else the Language header).

export type VendorName = Static<typeof VendorNameSchema>;

export type VendorCategory = Static<typeof VendorCategorySchema>;

export type Vassalage = Static<typeof VassalageSchema>;

export type GameClassify = Static<typeof GameClassifySchema>;

export type GameItem = Static<typeof GameItemSchema>;

export type GameListValue = Static<typeof GameListValueSchema>;

/** A classification tab of a game type (the ALL, NEW and HOT tabs first). */
export type GameMenu = Static<typeof GameMenuSchema>;

export type HotGamesValue = Static<typeof HotGamesValueSchema>;

export type FavouriteListValue = Static<typeof FavouriteListValueSchema>;

export type FavouriteIdsValue = Static<typeof FavouriteIdsValueSchema>;

export type RecentGame = Static<typeof RecentGameSchema>;

export type RecentListValue = Static<typeof RecentListValueSchema>;

export type LotteryEntry = Static<typeof LotteryEntrySchema>;

export type LotteryListValue = Static<typeof LotteryListValueSchema>;

export type HotMatch = Static<typeof HotMatchSchema>;

export type HotMatchesValue = Static<typeof HotMatchesValueSchema>;

export type LaunchValue = Static<typeof LaunchValueSchema>;

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
export type MerchantWalletValue = Static<typeof MerchantWalletValueSchema>;
