import { Type } from '@sinclair/typebox';
import { WalletSummarySchema } from '../schemas/auth';
import { EmptySchema } from '../schemas/common';
import { endpoint } from '../endpoint';
import { GAME_TEST_PATHS } from '../games';
import { GAME_CALL_MODULE, GAME_PATHS, MODULE_HEADER } from '../lobby';
import { PLAY_PATHS } from '../play';
import {
  FavouriteBodySchema,
  FavouriteIdsValueSchema,
  FavouriteListQuerySchema,
  FavouriteListValueSchema,
  GameListQuerySchema,
  GameListValueSchema,
  GameMenuSchema,
  GameMenusQuerySchema,
  HotGamesQuerySchema,
  HotGamesValueSchema,
  HotMatchesValueSchema,
  LaunchQuerySchema,
  LaunchValueSchema,
  LotteryListValueSchema,
  LotteryQuerySchema,
  MerchantWalletValueSchema,
  RecentAddQuerySchema,
  RecentListQuerySchema,
  RecentListValueSchema,
  TestCreditBodySchema,
  VassalageSchema,
  VendorCategorySchema,
  VendorGameTypesQuerySchema,
} from '../schemas/lobby';
import {
  BetFairnessQuerySchema,
  BetFairnessSchema,
  ClientSeedBodySchema,
  FairCommitmentSchema,
  FairRotationSchema,
  PlayRoundBodySchema,
  PlayRoundValueSchema,
  PlayStateSchema,
} from '../schemas/play';

/** Every lobby call names its module in a header. */
const moduleOf = (call: keyof typeof GAME_CALL_MODULE) => ({ [MODULE_HEADER]: GAME_CALL_MODULE[call] });

/** The game catalogue: vendors, games, menus, hot games and lotteries. */
export const CATALOGUE_ENDPOINTS = {
  vendorGameTypes: endpoint({
    method: 'GET',
    path: GAME_PATHS.vendorGameTypes,
    access: 'public',
    headers: moduleOf('vendorGameTypes'),
    query: VendorGameTypesQuerySchema,
    response: Type.Array(VendorCategorySchema),
  }),
  vassalage: endpoint({
    method: 'GET',
    path: GAME_PATHS.vassalage,
    access: 'public',
    headers: moduleOf('vassalage'),
    response: Type.Array(VassalageSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: GAME_PATHS.list,
    access: 'public',
    headers: moduleOf('list'),
    query: GameListQuerySchema,
    response: GameListValueSchema,
  }),
  menus: endpoint({
    method: 'GET',
    path: GAME_PATHS.menus,
    access: 'public',
    headers: moduleOf('menus'),
    query: GameMenusQuerySchema,
    response: Type.Array(GameMenuSchema),
  }),
  hot: endpoint({
    method: 'GET',
    path: GAME_PATHS.hot,
    access: 'public',
    headers: moduleOf('hot'),
    query: HotGamesQuerySchema,
    response: HotGamesValueSchema,
  }),
  hotMatches: endpoint({
    method: 'GET',
    path: GAME_PATHS.hotMatches,
    access: 'public',
    headers: moduleOf('hotMatches'),
    response: HotMatchesValueSchema,
  }),
  lottery: endpoint({
    method: 'GET',
    path: GAME_PATHS.lottery,
    access: 'public',
    headers: moduleOf('lottery'),
    query: LotteryQuerySchema,
    response: LotteryListValueSchema,
  }),
};

/** The member's games: favourites, recent games, launching and the merchant wallet. */
export const MY_GAMES_ENDPOINTS = {
  favourites: endpoint({
    method: 'GET',
    path: GAME_PATHS.favourites,
    access: 'member',
    headers: moduleOf('favourites'),
    query: FavouriteListQuerySchema,
    response: FavouriteListValueSchema,
  }),
  addFavourite: endpoint({
    method: 'POST',
    path: GAME_PATHS.favourites,
    access: 'member',
    headers: moduleOf('favourites'),
    body: FavouriteBodySchema,
    response: FavouriteIdsValueSchema,
  }),
  removeFavourite: endpoint({
    method: 'DELETE',
    path: GAME_PATHS.favourites,
    access: 'member',
    headers: moduleOf('favourites'),
    body: FavouriteBodySchema,
    response: FavouriteIdsValueSchema,
  }),
  favouriteIds: endpoint({
    method: 'GET',
    path: GAME_PATHS.favouriteIds,
    access: 'member',
    headers: moduleOf('favouriteIds'),
    response: FavouriteIdsValueSchema,
  }),
  recentAdd: endpoint({
    method: 'GET',
    path: GAME_PATHS.recentAdd,
    access: 'member',
    headers: moduleOf('recentAdd'),
    query: RecentAddQuerySchema,
    response: EmptySchema,
  }),
  recent: endpoint({
    method: 'GET',
    path: GAME_PATHS.recent,
    access: 'member',
    headers: moduleOf('recent'),
    query: RecentListQuerySchema,
    response: RecentListValueSchema,
  }),
  launch: endpoint({
    method: 'GET',
    path: GAME_PATHS.launch,
    access: 'member',
    headers: moduleOf('launch'),
    query: LaunchQuerySchema,
    response: LaunchValueSchema,
  }),
  merchantWallet: endpoint({
    method: 'GET',
    path: GAME_PATHS.merchantWallet,
    access: 'member',
    headers: moduleOf('merchantWallet'),
    response: MerchantWalletValueSchema,
  }),
  testCredit: endpoint({
    method: 'PUT',
    path: GAME_TEST_PATHS.credit,
    access: 'test',
    body: TestCreditBodySchema,
    response: WalletSummarySchema,
  }),
};

/** The demo game page's calls and its provably fair seeds (the ticket, or the member's token). */
export const PLAY_ENDPOINTS = {
  state: endpoint({ method: 'GET', path: PLAY_PATHS.state, access: 'ticket', response: PlayStateSchema }),
  round: endpoint({
    method: 'POST',
    path: PLAY_PATHS.round,
    access: 'ticket',
    body: PlayRoundBodySchema,
    response: PlayRoundValueSchema,
  }),
  fairness: endpoint({ method: 'GET', path: PLAY_PATHS.fairness, access: 'ticket', response: FairCommitmentSchema }),
  clientSeed: endpoint({
    method: 'PUT',
    path: PLAY_PATHS.clientSeed,
    access: 'ticket',
    body: ClientSeedBodySchema,
    response: FairRotationSchema,
  }),
  rotate: endpoint({ method: 'POST', path: PLAY_PATHS.rotate, access: 'ticket', response: FairRotationSchema }),
  betFairness: endpoint({
    method: 'GET',
    path: PLAY_PATHS.betFairness,
    access: 'member',
    query: BetFairnessQuerySchema,
    response: Type.Union([BetFairnessSchema, Type.Null()]),
  }),
};
