import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecentListValue } from '@platform/shared/contract';
import { closeTestApp, createTestApp, errorOf, type TestApp } from '../../../testing/test-app';
import { lobby, lobbyValue, tokenOf } from '../testing/lobby-calls';
import { RECENT_LIMIT } from './routes';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const played = async (token: string, nodeId: number, vendor?: string) => {
  const response = await lobby(t.app, 'recentAdd', { token, query: vendor ? { nodeId, vendor } : { nodeId } });
  t.clock.advance(1000);
  return response;
};
const recent = (token: string, query: Record<string, string | number> = {}) =>
  lobbyValue<RecentListValue>(t.app, 'recent', { token, query });

describe('recent games', () => {
  it('starts from the demo rounds of the seed', async () => {
    const token = await tokenOf(t.app, 'member01', 'member123');
    const { list, totalPages } = await recent(token, { page: 1, pageSize: 25, clientType: 2 });
    expect(list.length).toBeGreaterThan(0);
    expect(totalPages).toBeGreaterThanOrEqual(1);
    const times = list.map((g) => g.playedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('puts the last played game first, once, for that member only', async () => {
    const pedro = await tokenOf(t.app, 'player40', 'player123');
    const juan = await tokenOf(t.app, 'member01', 'member123');
    const before = (await recent(juan)).list.map((g) => g.nodeId);
    const response = await played(pedro, 5002, 'JILI');
    expect(response.json()).toEqual({ value: {} });
    expect(response.headers['cache-control']).toBe('no-store');
    await played(pedro, 5201);
    await played(pedro, 5002);
    const { list } = await recent(pedro);
    expect(list.slice(0, 2).map((g) => g.nodeId)).toEqual([5002, 5201]);
    expect(list.filter((g) => g.nodeId === 5002)).toHaveLength(1);
    expect(list[0]?.playedAt).toBe(new Date(t.clock.now() - 1000).toISOString());
    expect((await recent(juan)).list.map((g) => g.nodeId)).toEqual(before);
  });

  it('pages by 25 and filters by game type', async () => {
    const token = await tokenOf(t.app, 'player40', 'player123');
    t.db.prepare('DELETE FROM recent_games').run();
    const slots = t.db
      .prepare<[], { nodeId: number }>("SELECT node_id AS nodeId FROM games WHERE game_type = 'RNG' LIMIT 30")
      .all();
    for (const { nodeId } of slots) await played(token, nodeId);
    await played(token, 5201);
    const first = await recent(token);
    expect(first.list).toHaveLength(25);
    expect(first.totalPages).toBe(2);
    expect((await recent(token, { page: 2 })).list).toHaveLength(6);
    const live = await recent(token, { gameType: 'LIVE' });
    expect(live.list.map((g) => g.nodeId)).toEqual([5201]);
  });

  it(`keeps the newest ${RECENT_LIMIT} games`, async () => {
    const token = await tokenOf(t.app, 'player40', 'player123');
    const games = t.db
      .prepare<[number], { nodeId: number }>('SELECT node_id AS nodeId FROM games LIMIT ?')
      .all(RECENT_LIMIT + 5);
    for (const { nodeId } of games) await played(token, nodeId);
    const count = t.db
      .prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM recent_games WHERE member_id = 1003')
      .get()?.count;
    expect(count).toBe(RECENT_LIMIT);
    const newest = (await recent(token)).list[0]?.nodeId;
    expect(newest).toBe(games.at(-1)?.nodeId);
  });

  it('needs a session and a real game', async () => {
    expect((await lobby(t.app, 'recent')).statusCode).toBe(401);
    expect((await lobby(t.app, 'recentAdd', { query: { nodeId: 5001 } })).statusCode).toBe(401);
    const token = await tokenOf(t.app, 'member01', 'member123');
    expect(errorOf(await played(token, 999_999))).toMatchObject({ data: { field: 'nodeId' } });
  });
});
