import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AREA_HEALTH_PATHS,
  MAX_EVENTS_PER_SESSION,
  parseRegistryDraft,
  releaseManifestUrl,
  type AreaName,
  type CanaryPointer,
} from '@platform/shared/registry';
import { call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';

const CDN = 'http://localhost:8181';
const pointer = (area: AreaName, version: string) => ({ version, manifest: releaseManifestUrl(CDN, area, version) });

let t: TestApp;
let store: string;
const storedBefore = process.env.RELEASE_STORE;

function writeRegistry(lobbyCanary?: Partial<CanaryPointer>) {
  const canary = lobbyCanary && {
    ...pointer('lobby', '1.0.0-next'),
    share: 50,
    since: new Date(0).toISOString(),
    ...lobbyCanary,
  };
  const registry = {
    schemaVersion: 1,
    defaultMerchant: 'M001',
    areas: {
      accounts: pointer('accounts', '1.0.0-a'),
      lobby: { ...pointer('lobby', '1.0.0-a'), ...(canary ? { canary } : {}) },
      member: pointer('member', '1.0.0-a'),
      agent: pointer('agent', '1.0.0-a'),
    },
    merchants: {},
  };
  writeFileSync(join(store, 'remotes.json'), JSON.stringify(registry));
}
const registryNow = () => parseRegistryDraft(JSON.parse(readFileSync(join(store, 'remotes.json'), 'utf8')));

const session = (n: number) => `browser-session-${String(n).padStart(6, '0')}`;
const report = (sessionId: string, events: object[]) =>
  call(t.app, { method: 'POST', url: AREA_HEALTH_PATHS.reports, payload: { session: sessionId, events } });
const load = (version: string) => ({ area: 'lobby', version, kind: 'load' });
const crash = (version: string) => ({ area: 'lobby', version, kind: 'render-error', message: 'Boom at 0917123456' });

beforeEach(async () => {
  store = mkdtempSync(join(tmpdir(), 'area-health-'));
  process.env.RELEASE_STORE = store;
  // A release stored but no longer pointed at still exists: a page opened before a release reports it.
  mkdirSync(join(store, 'cdn/lobby/1.0.0-old'), { recursive: true });
  writeFileSync(join(store, 'cdn/lobby/1.0.0-old/release.json'), '{}');
  writeRegistry();
  t = await createTestApp();
});
afterEach(async () => {
  await closeTestApp(t);
  rmSync(store, { recursive: true, force: true });
  if (storedBefore === undefined) delete process.env.RELEASE_STORE;
  else process.env.RELEASE_STORE = storedBefore;
});

describe('area health reports', () => {
  it('accepts reports of the releases that exist, live or stored', async () => {
    expect(valueOf(await report(session(1), [load('1.0.0-a'), crash('1.0.0-a'), load('1.0.0-old')]))).toEqual({
      accepted: 3,
    });
  });

  it('refuses a report naming a release that does not exist, and stores none of it', async () => {
    const refused = await report(session(1), [load('1.0.0-a'), load('9.9.9-made-up')]);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toContain('9.9.9-made-up');
    const refusedPath = await report(session(1), [load('../../host')]);
    expect(refusedPath.statusCode).toBe(400);
    const summary = valueOf<unknown[]>(await call(t.app, { method: 'GET', url: AREA_HEALTH_PATHS.summary }));
    expect(summary).toEqual([]);
  });

  it('refuses what would take a session past its bound, while other sessions still report', async () => {
    const batch = Array.from({ length: 20 }, () => load('1.0.0-a'));
    for (let sent = 0; sent + 20 <= MAX_EVENTS_PER_SESSION; sent += 20) {
      expect((await report(session(1), batch)).statusCode).toBe(200);
    }
    const beyond = await report(session(1), [load('1.0.0-a')]);
    expect(beyond.statusCode).toBe(429);
    expect(errorOf(beyond).errorCode).toBe('rate.limited');
    expect((await report(session(2), [load('1.0.0-a')])).statusCode).toBe(200);
    // An hour later the session may report again.
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await report(session(1), [load('1.0.0-a')])).statusCode).toBe(200);
  });

  it('refuses a malformed session id or an event of no known kind', async () => {
    expect((await report('short', [load('1.0.0-a')])).statusCode).toBe(400);
    expect((await report(session(1), [{ ...load('1.0.0-a'), kind: 'crash' }])).statusCode).toBe(400);
  });

  it('sums sessions, error rate and top errors per release, with no digits of the message kept', async () => {
    await report(session(1), [load('1.0.0-a'), crash('1.0.0-a')]);
    await report(session(2), [load('1.0.0-a')]);
    const [lobby] = valueOf<Record<string, unknown>[]>(
      await call(t.app, { method: 'GET', url: AREA_HEALTH_PATHS.summary }),
    );
    expect(lobby).toEqual({
      area: 'lobby',
      version: '1.0.0-a',
      role: 'stable',
      sessions: 2,
      failedSessions: 1,
      errorRate: 0.5,
      loads: 2,
      topErrors: [{ kind: 'render-error', message: 'Boom at #', count: 1 }],
    });
  });
});

describe('automatic rollback of a canary', () => {
  it('drops a canary worse than stable by its margin once it has enough sessions, and records why', async () => {
    writeRegistry({ autoRollback: { minSessions: 3, marginPoints: 5 } });
    for (const n of [1, 2, 3, 4]) await report(session(n), [load('1.0.0-a')]);
    await report(session(5), [load('1.0.0-next'), crash('1.0.0-next')]);
    await report(session(6), [load('1.0.0-next'), crash('1.0.0-next')]);
    expect(registryNow().areas.lobby?.canary?.version).toBe('1.0.0-next');

    await report(session(7), [load('1.0.0-next')]);
    expect(registryNow().areas.lobby).toEqual(pointer('lobby', '1.0.0-a'));
    const history = readFileSync(join(store, 'release-history.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(history).toEqual([
      expect.objectContaining({ kind: 'auto-rollback', area: 'lobby', version: '1.0.0-next', by: 'automatic' }),
    ]);
    expect(history[0].reason).toMatch(/error rate 66\.7 % \(2 of 3 sessions\) against stable's 0 % \(0 of 4\)/);
  });

  it('keeps a canary no worse than stable, and one whose operator turned automatic rollback off', async () => {
    writeRegistry({ autoRollback: { minSessions: 2, marginPoints: 5 } });
    for (const n of [1, 2]) await report(session(n), [load('1.0.0-a'), crash('1.0.0-a')]);
    for (const n of [3, 4]) await report(session(n), [load('1.0.0-next'), crash('1.0.0-next')]);
    expect(registryNow().areas.lobby?.canary?.version).toBe('1.0.0-next');

    writeRegistry({ autoRollback: false });
    for (const n of [5, 6, 7]) await report(session(n), [load('1.0.0-next'), crash('1.0.0-next')]);
    expect(registryNow().areas.lobby?.canary?.version).toBe('1.0.0-next');
  });
});
