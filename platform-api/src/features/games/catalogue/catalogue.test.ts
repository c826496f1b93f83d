import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COCKFIGHT_GAME_CODES,
  ESPORT_GAME_CODES,
  MODULE_HEADER,
  PATHS,
  type GameListValue,
  type GameMenu,
  type HotGamesValue,
  type LotteryListValue,
  type Vassalage,
  type VendorCategory,
} from '@platform/shared/contract';
import { call, closeTestApp, createTestApp, errorOf, type TestApp } from '../../../testing/test-app';
import { lobby, lobbyValue } from '../testing/lobby-calls';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const gameList = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
  lobbyValue<GameListValue>(t.app, 'list', { query, headers });

describe('vendors', () => {
  it('lists at least twenty vendors by category, e-sports and cockfight apart from sports', async () => {
    const categories = await lobbyValue<VendorCategory[]>(t.app, 'vendorGameTypes', {
      query: { typeId: 1, merchant_code: 'M001' },
    });
    const byCategory = Object.fromEntries(
      categories.map((c) => [c.gameCategory, c.vendorNames.map((v) => v.vassalage)]),
    );
    expect(categories.map((c) => c.gameCategory)).toEqual([
      'RNG',
      'FISH',
      'LIVE',
      'PVP',
      'COCKFIGHT',
      'SPORTS',
      'ESPORTS',
      'LOTTERY',
      'INHOUSE',
    ]);
    expect(byCategory.ESPORTS).toEqual([...ESPORT_GAME_CODES]);
    expect(byCategory.COCKFIGHT).toEqual([...COCKFIGHT_GAME_CODES]);
    expect(byCategory.SPORTS).not.toContain('TF');
    expect(byCategory.LOTTERY).toEqual(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']);
    expect(categories.find((c) => c.gameCategory === 'INHOUSE')?.vendorNames).toEqual([
      { gameType: 'RNG', vassalage: 'HOUSE', vendorName: 'Lucky House', iconUrl: '/api/art/vendor/HOUSE.svg' },
    ]);
    const vendors = await lobbyValue<Vassalage[]>(t.app, 'vassalage');
    expect(vendors.length).toBeGreaterThanOrEqual(20);
    expect(vendors.find((v) => v.vassalage === 'JILI')?.gameCategories).toEqual(['RNG', 'FISH', 'PVP']);
  });

  it('refuses a call without its module id, or with another one', async () => {
    const missing = await call(t.app, { method: 'GET', url: PATHS.games.vassalage });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ errorCode: 'request.malformed', data: { field: MODULE_HEADER } });
    const wrong = await lobby(t.app, 'list', { headers: { [MODULE_HEADER]: 'GAMELOFAV3' } });
    expect(wrong.statusCode).toBe(400);
  });

  it('refuses a merchant code that is not the caller’s merchant', async () => {
    const response = await lobby(t.app, 'vendorGameTypes', { query: { typeId: 1, merchant_code: 'M002' } });
    expect(errorOf(response)).toMatchObject({ errorCode: 'request.malformed', data: { field: 'merchant_code' } });
  });
});

describe('game list', () => {
  it('pages by 26 by default and knows how many pages there are', async () => {
    const first = await gameList({ gameType: 'RNG', clientType: 2, platform: 'html5', pageNo: 1 });
    expect(first.games).toHaveLength(26);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(first.total / 26));
    expect(first.total).toBeGreaterThan(1000);
    expect(first.games[0]).toMatchObject({
      nodeId: 5001,
      gameName: 'Gintong Kalabaw',
      gameType: 'RNG',
      vassalage: 'JILI',
      vendorName: 'JILI Games',
      iconUrl: '/api/art/game/5001.webp',
      mobileLargeIcon: '/api/art/game-large/5001.webp',
      mobileSmallIcon: '/api/art/game-small/5001.webp',
      minBet: 0.1,
      supportPlay: true,
      hot: true,
      gameClassify: [
        { key: 'ALL', name: 'Lahat' },
        { key: 'HOT', name: 'Patok' },
        { key: 'SLOT', name: 'Slots' },
      ],
    });
    expect(first.total).toBe(2000);
    const second = await gameList({ gameType: 'RNG', pageNo: 2 });
    expect(second.games.map((g) => g.nodeId)).not.toContain(first.games[0]?.nodeId);
    const last = await gameList({ gameType: 'RNG', pageNo: first.totalPages });
    expect(last.games.length).toBe(first.total - (first.totalPages - 1) * 26);
    expect((await gameList({ gameType: 'RNG', pageNo: first.totalPages + 1 })).games).toEqual([]);
    expect((await gameList({ gameType: 'RNG', pageSize: 5 })).games).toHaveLength(5);
  });

  it('filters by vendor, classification, new games, minimum bet and pay lines', async () => {
    const jili = await gameList({ gameType: 'RNG', vassalage: 'JILI', pageSize: 100 });
    expect(jili.games.every((g) => g.vassalage === 'JILI')).toBe(true);
    const house = await gameList({ gameType: 'RNG', vassalage: 'HOUSE' });
    expect(house.total).toBe(120);
    const jackpots = await gameList({ gameType: 'RNG', gameClassify: 'JACKPOT', pageSize: 100 });
    expect(jackpots.total).toBeGreaterThan(0);
    expect(jackpots.games.every((g) => g.gameClassify.some((c) => c.key === 'JACKPOT'))).toBe(true);
    const hot = await gameList({ gameType: 'RNG', gameClassify: 'HOT', pageSize: 100 });
    expect(hot.games.every((g) => g.hot)).toBe(true);
    const fresh = await gameList({ gameType: 'LIVE', isNew: 1, pageSize: 100 });
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew && g.gameClassify.some((c) => c.key === 'NEW'))).toBe(true);
    const cheap = await gameList({ gameType: 'RNG', minBet: 0.05, pageSize: 100 });
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.games.every((g) => g.minBet === 0.05)).toBe(true);
    const wide = await gameList({ gameType: 'RNG', minLine: 243, pageSize: 100 });
    expect(wide.games.every((g) => (g.lines ?? 0) >= 243)).toBe(true);
    const all = await gameList({ gameType: 'RNG', gameClassify: 'ALL' });
    expect(all.total).toBe((await gameList({ gameType: 'RNG' })).total);
  });

  it('finds games by a part of their name in either language, whatever the answer’s language', async () => {
    const byTagalog = await gameList({ gameName: 'kalabaw', pageSize: 100 }, { Language: 'EN' });
    const byEnglish = await gameList({ gameName: 'CARABAO', pageSize: 100 });
    expect(byTagalog.total).toBeGreaterThan(1);
    expect(byTagalog.total).toBe(byEnglish.total);
    expect(byTagalog.games.every((g) => g.gameName.includes('Carabao'))).toBe(true);
    expect(byEnglish.games.every((g) => g.gameName.includes('Kalabaw'))).toBe(true);
    expect((await gameList({ gameName: 'Perlas ng Palawan' })).games.map((g) => g.nodeId)).toEqual([5011]);
    expect((await gameList({ gameName: '100%_' })).total).toBe(0);
  });

  it('names games in the language query parameter, else the Language header', async () => {
    const english = await gameList({ gameType: 'RNG', pageSize: 1 }, { Language: 'EN' });
    expect(english.games[0]?.gameName).toBe('Golden Carabao');
    expect(english.games[0]?.gameClassify[0]).toEqual({ key: 'ALL', name: 'All' });
    const tagalog = await gameList({ gameType: 'RNG', pageSize: 1, language: 'TY' }, { Language: 'EN' });
    expect(tagalog.games[0]?.gameName).toBe('Gintong Kalabaw');
  });

  it.each([
    ['an unknown game type', { gameType: 'CASINO' }],
    ['a page size above 100', { pageSize: 101 }],
    ['page 0', { pageNo: 0 }],
  ])('answers 400 request.malformed for %s', async (_case, query) => {
    const response = await lobby(t.app, 'list', { query });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errorCode).toBe('request.malformed');
  });

  it('answers 400 validation.amount for a minimum bet with three decimals', async () => {
    const response = await lobby(t.app, 'list', { query: { minBet: 0.005 } });
    expect([response.statusCode, errorOf(response).errorCode]).toEqual([400, 'validation.amount']);
  });
});

describe('menus, hot games and lotteries', () => {
  it('gives the classification tabs of a game type with their counts', async () => {
    const menus = await lobbyValue<GameMenu[]>(t.app, 'menus', { query: { gameType: 'RNG' } });
    expect(menus.slice(0, 3).map((m) => m.key)).toEqual(['ALL', 'NEW', 'HOT']);
    expect(menus.map((m) => m.key)).toContain('JACKPOT');
    const all = menus[0]?.count ?? 0;
    expect(all).toBe((await gameList({ gameType: 'RNG' })).total);
    const jili = await lobbyValue<GameMenu[]>(t.app, 'menus', {
      query: { gameType: 'RNG', vassalage: 'JILI' },
      headers: { Language: 'EN' },
    });
    expect(jili[0]).toEqual({ key: 'ALL', name: 'All', count: 294 });
  });

  it('lists hot games, of one type or all', async () => {
    const { list } = await lobbyValue<HotGamesValue>(t.app, 'hot', {
      query: { isPlatform: 2, platform: 'html5', merchantCode: 'M001' },
    });
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((g) => g.hot && g.supportPlay)).toBe(true);
    const live = await lobbyValue<HotGamesValue>(t.app, 'hot', { query: { gameType: 'LIVE' } });
    expect(live.list.every((g) => g.gameType === 'LIVE')).toBe(true);
    expect(live.list[0]?.nodeId).toBe(5201);
  });

  it('lists lotteries by prize mode, e-lottery games with their class', async () => {
    const lott = await lobbyValue<LotteryListValue>(t.app, 'lottery', { query: { prizeMode: 'Lott' } });
    expect(lott.list.map((e) => e.vassalage)).toEqual(lott.list.map(() => 'LOTT'));
    expect(lott.list[0]).toMatchObject({ nodeId: 5711, displayName: '3D Lotto', prizeMode: 'Lott' });
    const zy = await lobbyValue<LotteryListValue>(t.app, 'lottery', {
      query: { prizeMode: 'ZY' },
      headers: { Language: 'EN' },
    });
    expect(new Set(zy.list.map((e) => e.vassalage))).toEqual(new Set(['TCG_LOTTO_VN', 'TCG_SEA']));
    expect(zy.list.map((e) => e.displayName)).toContain('Hanoi Lottery');
    const elott = await lobbyValue<LotteryListValue>(t.app, 'lottery', { query: { prizeMode: 'Elott' } });
    expect(elott.list.length).toBeGreaterThan(5);
    expect(elott.list.every((e) => ['FAST', 'CLASSIC', 'KENO', 'PK10'].includes(e.gameClassifyNew ?? ''))).toBe(true);
    expect(elott.list.map((e) => e.displayName)).toContain('Mabilis na Keno');
  });
});
