import { describe, expect, it, vi } from 'vitest';
import { applyDevOverrides, parseDevOverrides } from './dev-overrides';
import type { AreaName, AreaPointer } from './remotes-file';

const released = (area: string): AreaPointer => ({
  version: '1.0.0-a',
  manifest: `https://cdn.example.invalid/${area}/1.0.0-a/mf-manifest.json`,
});
const areas = {
  accounts: released('accounts'),
  lobby: released('lobby'),
  member: released('member'),
  agent: released('agent'),
} satisfies Record<AreaName, AreaPointer>;
const LOCAL_LOBBY = 'http://localhost:3002/mf-manifest.json';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function context(search: string, optedIn: boolean, session = memoryStorage()) {
  return {
    search,
    local: memoryStorage(optedIn ? { 'mf-dev-overrides': 'on' } : {}),
    session,
    warn: vi.fn(),
  };
}

describe('developer overrides of an area', () => {
  it('are ignored unless this browser opted in', () => {
    const ctx = context(`?mf-dev=lobby@${LOCAL_LOBBY}`, false);
    expect(applyDevOverrides(areas, ctx)).toBe(areas);
    expect(ctx.warn).not.toHaveBeenCalled();
  });

  it('point one area at a dev server, leave the others as released, and say so in the console', () => {
    const ctx = context(`?mf-dev=lobby@${LOCAL_LOBBY}`, true);
    const result = applyDevOverrides(areas, ctx);
    expect(result.lobby).toEqual({ version: 'dev:localhost:3002', manifest: LOCAL_LOBBY });
    expect(result.member).toBe(areas.member);
    expect(ctx.warn).toHaveBeenCalledWith(expect.stringContaining(`lobby comes from ${LOCAL_LOBBY}`));
  });

  it('last for the tab without the query, until mf-dev=off', () => {
    const session = memoryStorage();
    applyDevOverrides(areas, context(`?mf-dev=lobby@${LOCAL_LOBBY}`, true, session));
    expect(applyDevOverrides(areas, context('', true, session)).lobby.manifest).toBe(LOCAL_LOBBY);
    expect(applyDevOverrides(areas, context('?mf-dev=off', true, session))).toEqual(areas);
    expect(applyDevOverrides(areas, context('', true, session))).toEqual(areas);
  });

  it('skip entries that are not an area and an http(s) manifest URL, saying why', () => {
    const warn = vi.fn();
    const overrides = parseDevOverrides(
      `casino@${LOCAL_LOBBY},member@javascript:alert(1)//x.json,agent@http://localhost:3004/mf-manifest.json`,
      warn,
    );
    expect(Object.keys(overrides)).toEqual(['agent']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/casino/));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/member.*http/));
  });
});
