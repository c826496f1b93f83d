import { describe, expect, it, vi } from 'vitest';
import {
  ANNOUNCEMENT_QUERY,
  announcementsQuery,
  gameListQuery,
  queryClient,
  setMerchantCode,
  type GameListFilter,
} from '@platform/shared';
import { GAME_PATHS, MODULE_HEADER, PATHS, type Announcement, type GameListValue } from '@platform/shared/contract';
import { announcementFactory, apiUrl, fail, gamesFactory, http, ok, setupMockServer } from '@platform/shared/testing';
import { FIRST_ROW_ICONS, firstReadsOf, startFirstReads } from './first-reads';

const server = setupMockServer();
const scope = { merchant: 'M002', language: 'en' } as const;
const homeKey = announcementsQuery(scope, ANNOUNCEMENT_QUERY.home).queryKey;

function announcementsAnswer(reply: Announcement[] | Response) {
  const requests: Array<{ url: URL; merchant: string | null; language: string | null }> = [];
  server.use(
    http.get(apiUrl(PATHS.announcements), ({ request }) => {
      requests.push({
        url: new URL(request.url),
        merchant: request.headers.get('Merchant'),
        language: request.headers.get('Language'),
      });
      return reply instanceof Response ? reply : ok({ list: reply, footer: { unreadCount: 0 } });
    }),
  );
  return requests;
}

describe('startFirstReads', () => {
  it("puts home's announcements in the cache under home's key and fetches the first banner's image", async () => {
    const list = [
      announcementFactory({ id: 1, type: 'H' }),
      announcementFactory({ id: 2, type: 'B' }),
      announcementFactory({ id: 3, type: 'B', url: '/api/art/banner/101.svg' }),
      announcementFactory({ id: 4, type: 'B', url: '/api/art/banner/102.svg' }),
    ];
    const requests = announcementsAnswer(list);
    const preload = vi.fn();
    setMerchantCode('M002');

    await startFirstReads('/m/home', { scope, preload });

    expect(queryClient.getQueryData(homeKey)).toEqual({ list, footer: { unreadCount: 0 } });
    expect(preload.mock.calls).toEqual([['/api/art/banner/101.svg', 'high']]);
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toMatchObject({
      ...ANNOUNCEMENT_QUERY.home,
      merchantCode: 'M002',
    });
    expect(requests[0]).toMatchObject({ merchant: 'M002', language: 'EN' });
  });

  it('preloads the image at high priority in the page by default, as the banner asks for it', async () => {
    announcementsAnswer([announcementFactory({ id: 3, type: 'B', url: '/api/art/banner/101.svg' })]);

    await startFirstReads('/m/home', { scope });

    const links = [...document.head.querySelectorAll('link')].filter((link) => link.rel === 'preload');
    expect(links.map(({ as, href, fetchPriority, crossOrigin }) => ({ as, href, fetchPriority, crossOrigin }))).toEqual(
      [
        {
          as: 'image',
          href: `${window.location.origin}/api/art/banner/101.svg`,
          fetchPriority: 'high',
          crossOrigin: null,
        },
      ],
    );
    for (const link of links) link.remove();
  });

  it('leaves a failed read to the page, fetching no image', async () => {
    announcementsAnswer(fail(500, { errorCode: 'unknown', message: 'down' }));
    const preload = vi.fn();

    await startFirstReads('/m/', { scope, preload });

    expect(queryClient.getQueryState(homeKey)?.status).toBe('error');
    expect(preload).not.toHaveBeenCalled();
  });

  it("reads home's data at the paths that lead home, and nothing for pages without first reads", () => {
    expect(firstReadsOf('/m/')).toHaveLength(1);
    expect(firstReadsOf('/m/home/')).toHaveLength(1);
    expect(firstReadsOf('/m/login')).toHaveLength(0);
    expect(firstReadsOf('/m/no-such-page')).toHaveLength(0);
  });
});

function gameListAnswer(reply: GameListValue | Response) {
  const requests: Array<{ query: Record<string, string>; module: string | null }> = [];
  server.use(
    http.get(apiUrl(GAME_PATHS.list), ({ request }) => {
      requests.push({
        query: Object.fromEntries(new URL(request.url).searchParams),
        module: request.headers.get(MODULE_HEADER),
      });
      return reply instanceof Response ? reply : ok(reply);
    }),
  );
  return requests;
}

const firstPage = (games = gamesFactory(26, 5001)): GameListValue => ({ games, pageNum: 1, totalPages: 3, total: 70 });
// The filters the game list page asks for first, written out as its list asks for them.
const listKey = (filter: GameListFilter) => gameListQuery(scope, filter).queryKey;

describe('the game list first read', () => {
  it("puts the list's first page under the page's key and preloads the first row's icons, the first at high priority", async () => {
    const page = firstPage();
    const requests = gameListAnswer(page);
    const preload = vi.fn();

    await startFirstReads('/m/gameList?gameType=FISH', { scope, preload });

    expect(queryClient.getQueryData(listKey({ gameType: 'FISH', classify: 'ALL' }))).toEqual({
      pages: [page],
      pageParams: [1],
    });
    expect(requests).toEqual([
      {
        module: 'GAMELO3',
        query: {
          merchant: 'M002',
          clientType: '2',
          platform: 'html5',
          language: 'EN',
          gameType: 'FISH',
          gameClassify: 'ALL',
          pageNo: '1',
          pageSize: '26',
        },
      },
    ]);
    expect(FIRST_ROW_ICONS).toBe(3);
    expect(preload.mock.calls).toEqual([
      ['/api/art/game/5001.svg', 'high'],
      ['/api/art/game/5002.svg', 'auto'],
      ['/api/art/game/5003.svg', 'auto'],
    ]);
  });

  it('preloads the icons in the page by default, only the first at high priority', async () => {
    gameListAnswer(firstPage(gamesFactory(5, 8001)));

    await startFirstReads('/m/gameList?gameType=SPORTS', { scope });

    const links = [...document.head.querySelectorAll('link')].filter((link) => link.rel === 'preload');
    expect(links.map(({ as, href, fetchPriority }) => ({ as, href, fetchPriority }))).toEqual(
      [8001, 8002, 8003].map((id, at) => ({
        as: 'image',
        href: `${window.location.origin}/api/art/game/${id}.svg`,
        fetchPriority: at === 0 ? 'high' : 'auto',
      })),
    );
    for (const link of links) link.remove();
  });

  it("reads the list the URL's vendor, classification, search and minimum bet narrow, and the slots without a type", async () => {
    const requests = gameListAnswer(firstPage(gamesFactory(1, 7001)));
    const preload = vi.fn();

    await startFirstReads('/m/gameList?gameType=LIVE&vendor=PG&classify=SLOT&q=lucky&minBet=0.5', { scope, preload });
    await startFirstReads('/m/gameLobby', { scope, preload });

    expect(
      queryClient.getQueryState(
        listKey({ gameType: 'LIVE', classify: 'SLOT', vendor: 'PG', search: 'lucky', minBet: 0.5 }),
      )?.status,
    ).toBe('success');
    expect(queryClient.getQueryState(listKey({ gameType: 'RNG', classify: 'ALL' }))?.status).toBe('success');
    expect(requests.map(({ query }) => query)).toEqual([
      expect.objectContaining({
        gameType: 'LIVE',
        vassalage: 'PG',
        gameClassify: 'SLOT',
        gameName: 'lucky',
        minBet: '0.5',
      }),
      expect.objectContaining({ gameType: 'RNG', gameClassify: 'ALL' }),
    ]);
    expect(preload.mock.calls).toEqual([
      ['/api/art/game/7001.svg', 'high'],
      ['/api/art/game/7001.svg', 'high'],
    ]);
  });

  it('reads nothing in the hot, recent and favourite modes, whose lists are not the game list', async () => {
    const requests = gameListAnswer(firstPage());
    const preload = vi.fn();

    for (const dataType of ['hot', 'recent', 'fav']) {
      await startFirstReads(`/m/gameList?gameType=RNG&dataType=${dataType}`, { scope, preload });
    }

    expect(requests).toHaveLength(0);
    expect(preload).not.toHaveBeenCalled();
  });

  it('leaves a failed list to the page, fetching no icon', async () => {
    gameListAnswer(fail(500, { errorCode: 'unknown', message: 'down' }));
    const preload = vi.fn();

    await startFirstReads('/m/gameList?gameType=PVP', { scope, preload });

    expect(queryClient.getQueryState(listKey({ gameType: 'PVP', classify: 'ALL' }))?.status).toBe('error');
    expect(preload).not.toHaveBeenCalled();
  });
});
