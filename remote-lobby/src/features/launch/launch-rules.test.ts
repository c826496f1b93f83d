import { describe, expect, it } from 'vitest';
import { paths } from '@platform/shared';
import { launchPath, launchQueryFromSearch, launchQueryOf, matchTarget, pageBackOf } from './launch-rules';

const searchOf = (path: string) => new URL(path, 'https://site.example').searchParams;

describe('launch rules', () => {
  it('sends a guest to the login page, whatever the game', () => {
    expect(launchPath({ vendor: 'PG', nodeId: 5 }, false, '/m/gameList')).toBe(paths.login);
    expect(launchPath({ vendor: 'LOTT' }, false, '/m/lottery')).toBe(paths.login);
  });

  it.each(['TCG_LOTTO_VN', 'TCG_SEA'])('opens the %s lottery lobby with game code lobby', (vendor) => {
    expect(launchQueryOf({ vendor, nodeId: 9 })).toEqual({ vendor, gameCode: 'lobby' });
  });

  it.each(['LOTT', 'ELOTT'])('opens %s in traditional play with the e-lottery prize mode and code lobby', (vendor) => {
    const path = launchPath({ vendor, nodeId: 3 }, true, '/m/lottery');
    expect(path.startsWith(`${paths.launchGame}?`)).toBe(true);
    const search = searchOf(path);
    expect(search.get('playType')).toBe('Tradition');
    expect(search.get('prize_mode')).toBe('Elott');
    expect(search.get('code')).toBe('lobby');
    expect(search.get('vendor')).toBe(vendor);
    expect(search.has('nodeId')).toBe(false);
  });

  it('launches any other game through the game centre call by its node id', () => {
    expect(launchQueryOf({ vendor: 'PG', nodeId: 42 })).toEqual({ nodeId: 42, vendor: 'PG' });
  });

  it('launches a hot match with its vendor, room and node', () => {
    const target = matchTarget({ vendor: 'SABA', roomId: 'room-7', nodeId: 88 });
    expect(launchQueryOf(target)).toEqual({ nodeId: 88, vendor: 'SABA', roomId: 'room-7' });
  });

  it('carries the page to return to, and the launch page reads back the same call', () => {
    const target = matchTarget({ vendor: 'SABA', roomId: 'room-7', nodeId: 88 });
    const search = searchOf(launchPath(target, true, '/m/gameList?gameType=SPORTS'));
    expect(pageBackOf(search)).toBe('/m/gameList?gameType=SPORTS');
    expect(launchQueryFromSearch(search)).toEqual(launchQueryOf(target));
    const lottery = searchOf(launchPath({ vendor: 'ELOTT' }, true, '/m/home'));
    expect(launchQueryFromSearch(lottery)).toEqual(launchQueryOf({ vendor: 'ELOTT' }));
  });

  it('reads no call from a query that names no game, and no page back outside the site', () => {
    expect(launchQueryFromSearch(searchOf('/m/launchGame?vendor=PG'))).toBeNull();
    expect(launchQueryFromSearch(searchOf('/m/launchGame?nodeId=abc'))).toBeNull();
    expect(pageBackOf(searchOf('/m/launchGame?nodeId=1&pageBack=https://evil.example/'))).toBeNull();
    expect(pageBackOf(searchOf('/m/launchGame?nodeId=1&pageBack=//evil.example/m/'))).toBeNull();
  });
});
