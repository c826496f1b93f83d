import { describe, expect, it } from 'vitest';
import {
  assignReleases,
  canaryRule,
  canaryVerdict,
  dropCanary,
  dropCanaryVersion,
  inCanary,
  promoteCanary,
  sessionIdFromCookies,
  startCanary,
} from './canary';
import {
  parseRegistryDraft,
  parseRemotesFile,
  releaseManifestUrl,
  RemotesFileError,
  resolveMerchant,
} from './remotes-file';
import type { AreaName } from './areas';

const CDN = 'https://cdn.example.invalid';
const pointer = (area: AreaName, version = '1.0.0-a') => ({
  version,
  manifest: releaseManifestUrl(CDN, area, version),
});
const canary = (area: AreaName, share = 50, version = '1.0.0-b') => ({
  ...pointer(area, version),
  share,
  since: '2026-11-27T10:00:00.000Z',
});
const registry = () =>
  parseRegistryDraft({
    schemaVersion: 1,
    defaultMerchant: 'M001',
    areas: {
      accounts: pointer('accounts'),
      lobby: pointer('lobby'),
      member: pointer('member'),
      agent: pointer('agent'),
    },
    merchants: { M002: { hostnames: ['m002.localhost'], areas: {} } },
  });
const sessions = Array.from({ length: 400 }, (_, index) => `session-${String(index).padStart(12, '0')}`);

describe('canary assignment', () => {
  it('gives about its share of sessions the canary, and the same side to a session every time', () => {
    const draft = startCanary(registry(), 'lobby', canary('lobby', 10));
    const file = parseRemotesFile(JSON.parse(JSON.stringify(draft)));
    const { areas } = resolveMerchant(file, 'localhost');
    const picked = sessions.map((id) => assignReleases(areas, id).lobby.version);
    const onCanary = picked.filter((version) => version === '1.0.0-b').length;
    expect(onCanary).toBeGreaterThan(400 * 0.05);
    expect(onCanary).toBeLessThan(400 * 0.15);
    expect(sessions.map((id) => assignReleases(areas, id).lobby.version)).toEqual(picked);
    // The other areas have no canary, and no pointer handed to the runtime carries one.
    expect(new Set(sessions.map((id) => assignReleases(areas, id).member.version))).toEqual(new Set(['1.0.0-a']));
    expect(assignReleases(areas, sessions[0] ?? '').lobby).not.toHaveProperty('canary');
  });

  it('keeps a session without an id on the stable release', () => {
    expect(inCanary(null, 'lobby', 99)).toBe(false);
    const draft = startCanary(registry(), 'lobby', canary('lobby', 99));
    expect(assignReleases(parseRemotesFile(draft).areas, null).lobby.version).toBe('1.0.0-a');
  });

  it('reads the session id from a Cookie header, and refuses one that is not a random id', () => {
    expect(sessionIdFromCookies('a=1; msid=abcdefghijklmnop12; b=2')).toBe('abcdefghijklmnop12');
    expect(sessionIdFromCookies('msid=short')).toBeNull();
    expect(sessionIdFromCookies('msid=<script>alert(1)</script>xx')).toBeNull();
    expect(sessionIdFromCookies(undefined)).toBeNull();
  });

  it('rejects a canary the host could not use, naming the field', () => {
    const bad = {
      ...registry(),
      areas: { ...registry().areas, lobby: { ...pointer('lobby'), canary: canary('lobby', 100) } },
    };
    expect(() => parseRemotesFile(bad)).toThrow(RemotesFileError);
    expect(() => parseRemotesFile(bad)).toThrow(/areas\.lobby\.canary\.share/);
  });
});

describe('promote and rollback', () => {
  it('promote makes the canary the stable release; rollback drops it and keeps stable', () => {
    const promoted = startCanary(registry(), 'lobby', canary('lobby'));
    expect(promoteCanary(promoted, 'lobby')?.version).toBe('1.0.0-b');
    expect(promoted.areas.lobby).toEqual(pointer('lobby', '1.0.0-b'));

    const dropped = startCanary(registry(), 'lobby', canary('lobby'));
    expect(dropCanary(dropped, 'lobby')?.version).toBe('1.0.0-b');
    expect(dropped.areas.lobby).toEqual(pointer('lobby'));
    expect(dropCanary(dropped, 'lobby')).toBeNull();
    expect(promoteCanary(dropped, 'lobby')).toBeNull();
  });

  it("a merchant's canary leaves the other merchants alone, and its rollback removes the override it made", () => {
    const draft = startCanary(registry(), 'lobby', canary('lobby', 50), { merchant: 'M002' });
    expect(draft.areas.lobby).toEqual(pointer('lobby'));
    expect(draft.merchants.M002?.areas.lobby?.canary?.version).toBe('1.0.0-b');
    expect(dropCanaryVersion(draft, 'lobby', '1.0.0-b')).toEqual(['M002']);
    expect(draft.merchants.M002?.areas).toEqual({});
  });
});

describe('the automatic rollback rule', () => {
  const rule = { minSessions: 20, marginPoints: 5 };

  it('waits for enough canary sessions', () => {
    expect(canaryVerdict({ sessions: 19, failedSessions: 19 }, { sessions: 100, failedSessions: 0 }, rule)).toBeNull();
  });

  it('drops a canary 5 points or more worse than stable, and says why', () => {
    const verdict = canaryVerdict({ sessions: 20, failedSessions: 2 }, { sessions: 100, failedSessions: 5 }, rule);
    expect(verdict).toBe("error rate 10 % (2 of 20 sessions) against stable's 5 % (5 of 100), 5 points or more worse");
  });

  it('keeps a canary less than the margin worse, or better', () => {
    expect(canaryVerdict({ sessions: 25, failedSessions: 2 }, { sessions: 100, failedSessions: 4 }, rule)).toBeNull();
    expect(canaryVerdict({ sessions: 40, failedSessions: 0 }, { sessions: 0, failedSessions: 0 }, rule)).toBeNull();
  });

  it('runs under the defaults, its own rule, or none when turned off', () => {
    expect(canaryRule(canary('lobby'))).toEqual({ minSessions: 20, marginPoints: 5 });
    expect(canaryRule({ ...canary('lobby'), autoRollback: { minSessions: 3, marginPoints: 10 } })).toEqual({
      minSessions: 3,
      marginPoints: 10,
    });
    expect(canaryRule({ ...canary('lobby'), autoRollback: false })).toBeNull();
  });
});
