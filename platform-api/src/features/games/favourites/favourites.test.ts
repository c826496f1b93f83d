import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FavouriteIdsValue, FavouriteListValue, GameListValue } from '@platform/shared/contract';
import { closeTestApp, createTestApp, errorOf, type TestApp } from '../../../testing/test-app';
import { lobby, lobbyValue, tokenOf } from '../testing/lobby-calls';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const add = (token: string, nodeId: number, vendor: string) =>
  lobby(t.app, 'favourites', { method: 'POST', token, payload: { nodeId, vendor, token } });
const remove = (token: string, nodeId: number, vendor: string) =>
  lobby(t.app, 'favourites', { method: 'DELETE', token, payload: { nodeId, vendor } });
const ids = async (token: string) => (await lobbyValue<FavouriteIdsValue>(t.app, 'favouriteIds', { token })).nodeIds;

describe('favourites', () => {
  it('keeps each member’s own set', async () => {
    const juan = await tokenOf(t.app, 'member01', 'member123');
    const pedro = await tokenOf(t.app, 'player40', 'player123');
    expect(await ids(juan)).toEqual([5001, 5011, 5101, 5201, 5301]);
    expect(await ids(pedro)).toEqual([]);
    expect((await add(pedro, 5002, 'JILI')).statusCode).toBe(200);
    expect(await ids(pedro)).toEqual([5002]);
    expect(await ids(juan)).not.toContain(5002);
  });

  it('adds once, removes harmlessly, and answers the set after each change', async () => {
    const token = await tokenOf(t.app, 'player40', 'player123');
    await add(token, 5002, 'JILI');
    t.clock.advance(1000);
    const added = await add(token, 5011, 'pg');
    expect(added.json()).toEqual({ value: { nodeIds: [5011, 5002] } });
    t.clock.advance(1000);
    await add(token, 5002, 'JILI');
    expect(await ids(token)).toEqual([5011, 5002]);
    expect((await remove(token, 5011, 'PG')).json()).toEqual({ value: { nodeIds: [5002] } });
    expect((await remove(token, 5011, 'PG')).statusCode).toBe(200);
    expect(await ids(token)).toEqual([5002]);
  });

  it('lists favourites newest first, by page and game type, in the request’s language', async () => {
    const token = await tokenOf(t.app, 'member01', 'member123');
    const all = await lobbyValue<FavouriteListValue>(t.app, 'favourites', {
      token,
      query: { pageNo: 1, pageSize: 26 },
      headers: { Language: 'EN' },
    });
    expect(all.content.map((g) => g.nodeId)).toEqual([5001, 5011, 5101, 5201, 5301]);
    expect(all.content[0]?.gameName).toBe('Golden Carabao');
    expect(all).toMatchObject({ pageNum: 1, totalPages: 1 });
    const paged = await lobbyValue<FavouriteListValue>(t.app, 'favourites', {
      token,
      query: { pageNo: 2, pageSize: 2 },
    });
    expect(paged.content.map((g) => g.nodeId)).toEqual([5101, 5201]);
    expect(paged).toMatchObject({ pageNum: 2, totalPages: 3 });
    const slots = await lobbyValue<FavouriteListValue>(t.app, 'favourites', { token, query: { gameType: 'RNG' } });
    expect(slots.content.map((g) => g.nodeId)).toEqual([5001, 5011]);
  });

  it('shows the favourites in the game list under FAV, and nothing there without a session', async () => {
    const token = await tokenOf(t.app, 'member01', 'member123');
    const mine = await lobbyValue<GameListValue>(t.app, 'list', { token, query: { gameClassify: 'FAV' } });
    expect(mine.games.map((g) => g.nodeId).sort()).toEqual([5001, 5011, 5101, 5201, 5301]);
    const nobody = await lobbyValue<GameListValue>(t.app, 'list', { query: { gameClassify: 'FAV' } });
    expect(nobody.total).toBe(0);
  });

  it('refuses an unknown game, a vendor that is not the game’s, and a caller without a session', async () => {
    const token = await tokenOf(t.app, 'member01', 'member123');
    expect(errorOf(await add(token, 999_999, 'JILI'))).toMatchObject({ data: { field: 'nodeId' } });
    expect(errorOf(await add(token, 5001, 'PG'))).toMatchObject({ data: { field: 'vendor' } });
    const anonymous = await lobby(t.app, 'favourites', { method: 'POST', payload: { nodeId: 5001, vendor: 'JILI' } });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).errorCode).toBe('auth.not_logged_in');
    expect((await lobby(t.app, 'favouriteIds')).statusCode).toBe(401);
  });
});
