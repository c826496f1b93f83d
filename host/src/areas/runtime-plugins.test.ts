import { describe, expect, it, vi } from 'vitest';
import { areaGuardPlugin, IncompatibleAreaError } from './runtime-plugins';

const plugin = areaGuardPlugin({ versionOf: () => '1.0.0-abc', hostSharedVersion: () => '1.0.0' });

type Hook<K extends keyof typeof plugin> = NonNullable<(typeof plugin)[K]>;
const loadRemoteSnapshot = plugin.loadRemoteSnapshot as (args: unknown) => unknown;
const errorLoadRemote = plugin.errorLoadRemote as (args: unknown) => unknown;
const createScript = plugin.createScript as Hook<'createScript'>;

function snapshotArgs(sharedRange: string, from: 'manifest' | 'global' = 'manifest') {
  return {
    from,
    moduleInfo: { name: 'member', entry: 'https://cdn.example.invalid/member/1.0.0-abc/mf-manifest.json' },
    manifestJson: { shared: [{ name: '@platform/shared', requiredVersion: sharedRange, version: '2.0.0' }] },
  };
}

describe("the host's area guard", () => {
  it('lets an area built against the same shared major through, unchanged', () => {
    const args = snapshotArgs('^1.0.0');
    expect(loadRemoteSnapshot(args)).toBe(args);
  });

  it('refuses an area built against another shared major, naming the area, its release and the mismatch', () => {
    expect(() => loadRemoteSnapshot(snapshotArgs('^2.0.0'))).toThrow(IncompatibleAreaError);
    expect(() => loadRemoteSnapshot(snapshotArgs('^2.0.0'))).toThrow(
      'member 1.0.0-abc is not mounted: it was built against @platform/shared ^2.0.0 (major 2); this page provides 1.0.0',
    );
  });

  it('checks manifests only, not snapshots the runtime already holds', () => {
    const args = snapshotArgs('^2.0.0', 'global');
    expect(loadRemoteSnapshot(args)).toBe(args);
  });

  it('loads area scripts with CORS and keeps the attributes the runtime asks for', () => {
    const script = createScript({
      url: 'https://cdn.example.invalid/lobby/1/static/js/lobby.abc123456.js',
      attrs: { fetchpriority: 'high' },
    });
    expect(script).toBeInstanceOf(HTMLScriptElement);
    const element = script as HTMLScriptElement;
    expect(element.crossOrigin).toBe('anonymous');
    expect(element.getAttribute('fetchpriority')).toBe('high');
  });

  it('logs a failed load once, at its final stage, with the area and its release', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('Failed to get manifest');
    errorLoadRemote({ id: 'lobby/HomePage', error: failure, lifecycle: 'afterResolve', remote: { name: 'lobby' } });
    expect(error).not.toHaveBeenCalled();
    expect(
      errorLoadRemote({ id: 'lobby/HomePage', error: failure, lifecycle: 'onLoad', remote: { name: 'lobby' } }),
    ).toBe(undefined);
    expect(error).toHaveBeenCalledWith('[area:lobby] release 1.0.0-abc could not provide "lobby/HomePage"', failure);
    error.mockRestore();
  });
});
