// Test kit of the lobby area: game factories and handlers for the lobby calls. What every test of the
// area starts from (its texts, a window that scrolls) is set up in ./setup.ts.
import { login } from '@platform/shared';
import {
  GAME_PATHS,
  MODULE_HEADER,
  type GameItem,
  type GameListValue,
  type GameMenu,
  type LotteryEntry,
  type VendorCategory,
} from '@platform/shared/contract';
import { apiUrl, gameFactory, gamesFactory, http, loginValueFactory, ok } from '@platform/shared/testing';

// The game factories are shared's: the host's tests build game lists too.
export { gameFactory, gamesFactory };

export const vendorCategoriesFactory = (): VendorCategory[] => [
  {
    gameCategory: 'RNG',
    vendorNames: ['PG', 'JILI', 'FC', 'CQ9', 'JDB', 'PP'].map((vassalage) => ({
      gameType: 'RNG',
      vassalage,
      vendorName: `${vassalage} Slots`,
      iconUrl: `/api/art/vendor/${vassalage}.svg`,
    })),
  },
  {
    gameCategory: 'FISH',
    vendorNames: [
      { gameType: 'FISH', vassalage: 'JILI', vendorName: 'JILI Fishing', iconUrl: '/api/art/vendor/J.svg' },
    ],
  },
  {
    gameCategory: 'LOTTERY',
    vendorNames: [{ gameType: 'LOTTERY', vassalage: 'LOTT', vendorName: 'Lotto', iconUrl: '/api/art/vendor/L.svg' }],
  },
];

export const gameMenusFactory = (): GameMenu[] => [
  { key: 'ALL', name: 'All', count: 60 },
  { key: 'NEW', name: 'New', count: 6 },
  { key: 'HOT', name: 'Hot', count: 8 },
  { key: 'SLOT', name: 'Slot', count: 40 },
];

/** A game list answer: page `pageNum` of `totalPages`, 26 games a page (or `games` on each page). */
export const gameListPage = (pageNum: number, totalPages: number, games?: GameItem[]): GameListValue => ({
  games: games ?? gamesFactory(26, (pageNum - 1) * 26 + 1),
  pageNum,
  totalPages,
  total: totalPages * (games?.length ?? 26),
});

/** A game call's query as an object, and whether it named the module the contract asks for. */
export interface GameRequest {
  query: Record<string, string>;
  module: string | null;
}

const requestOf = (request: Request): GameRequest => ({
  query: Object.fromEntries(new URL(request.url).searchParams),
  module: request.headers.get(MODULE_HEADER),
});

/** Answers GET of a lobby call with `reply(query, n)` (n counts from 1) and records every request. */
export function gameRoute(
  call: keyof typeof GAME_PATHS,
  reply: (query: Record<string, string>, count: number) => Response | Promise<Response>,
) {
  const requests: GameRequest[] = [];
  const handler = http.get(apiUrl(GAME_PATHS[call]), ({ request }) => {
    const recorded = requestOf(request);
    requests.push(recorded);
    return reply(recorded.query, requests.length);
  });
  return { handler, requests };
}

/** Handlers for what the game list page loads besides the list itself. */
export function gameListPageHandlers() {
  return [
    http.get(apiUrl(GAME_PATHS.vendorGameTypes), () => ok(vendorCategoriesFactory())),
    http.get(apiUrl(GAME_PATHS.menus), () => ok(gameMenusFactory())),
  ];
}

export const lotteryFactory = (overrides: Partial<LotteryEntry> = {}): LotteryEntry => {
  const nodeId = overrides.nodeId ?? 3001;
  return {
    nodeId,
    gameId: `L${nodeId}`,
    displayName: `Lotto ${nodeId}`,
    vassalage: 'LOTT',
    prizeMode: 'Lott',
    iconUrl: `/api/art/lottery/${nodeId}.svg`,
    drawMinutes: 5,
    ...overrides,
  };
};

/** Vendor settings whose lottery vendors are `vendors`. */
export const lotteryVendorsFactory = (...vendors: string[]): VendorCategory[] => [
  {
    gameCategory: 'LOTTERY',
    vendorNames: vendors.map((vassalage) => ({
      gameType: 'LOTTERY',
      vassalage,
      vendorName: vassalage,
      iconUrl: `/api/art/vendor/${vassalage}.svg`,
    })),
  },
];

/** Signs a member of merchant M001 in, as the lobby's member-only tests start. */
export function signInMember(): void {
  login(loginValueFactory(), 'M001');
}
