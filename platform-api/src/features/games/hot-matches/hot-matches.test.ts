import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, type HotMatchesValue } from '@platform/shared/contract';
import { call, closeTestApp, createTestApp, type TestApp } from '../../../testing/test-app';
import { lobbyValue } from '../testing/lobby-calls';
import { hotMatches, manilaDate } from './matches';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const matches = async (headers: Record<string, string> = {}) =>
  (await lobbyValue<HotMatchesValue>(t.app, 'hotMatches', { headers })).list;

describe('hot matches', () => {
  it('lists today’s and tomorrow’s matches in Manila, in kick-off order', async () => {
    // The test clock says 2025-05-10 12:00 in Manila.
    const list = await matches();
    expect(list).toHaveLength(10);
    const days = list.map((m) => manilaDate(Date.parse(m.matchTime)));
    expect(new Set(days)).toEqual(new Set(['2025-05-10', '2025-05-11']));
    expect(list.map((m) => m.matchTime)).toEqual([...list.map((m) => m.matchTime)].sort());
    for (const match of list) {
      expect(match.homeTeam).not.toBe(match.awayTeam);
      expect(match.roomId).toMatch(new RegExp(`^${match.vendor}-2025051[01]-\\d$`));
      expect(match.homeTeamImageUrl).toMatch(/^\/api\/art\/team\/[a-z-]+\.svg$/);
      expect(['SABA', 'CMD', 'SBO', 'TF']).toContain(match.vendor);
    }
    expect(list[0]).toMatchObject({ matchTime: '2025-05-10T05:00:00.000Z' });
  });

  it('launches each match on its book’s sportsbook game', async () => {
    const books = t.db
      .prepare<[], { nodeId: number; vendor: string }>(
        "SELECT node_id AS nodeId, vassalage AS vendor FROM games WHERE game_id LIKE '%-SB' OR game_id = 'TF-ES'",
      )
      .all();
    for (const match of await matches()) {
      expect(books).toContainEqual({ nodeId: match.nodeId, vendor: match.vendor });
    }
  });

  it('stays the same through the day and moves on with the date', async () => {
    const morning = await matches();
    t.clock.advance(6 * 3_600_000);
    expect(await matches()).toEqual(morning);
    t.clock.advance(24 * 3_600_000);
    const next = await matches();
    expect(next.slice(0, 5)).toEqual(morning.slice(5));
  });

  it('names leagues in the request’s language and draws every team’s crest', async () => {
    const tagalog = await matches();
    const english = await matches({ Language: 'EN' });
    expect(english.map((m) => m.homeTeam)).toEqual(tagalog.map((m) => m.homeTeam));
    const week = Array.from({ length: 7 }, (_, day) => t.clock.now() + day * 86_400_000);
    const hoops = week.flatMap((at) => hotMatches(at, 'TY')).find((m) => m.homeTeam === 'Cebu Sharks');
    expect(hoops?.league).toBe('Liga ng Basketbol ng Pilipinas');
    for (const match of english) {
      const crest = await t.app.inject({ method: 'GET', url: match.awayTeamImageUrl });
      expect(crest.statusCode).toBe(200);
      expect(crest.body).toContain(`<title>${match.awayTeam}</title>`);
    }
    expect((await call(t.app, { method: 'GET', url: PATHS.games.hotMatches })).statusCode).toBe(400);
  });
});
