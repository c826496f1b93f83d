import { describe, expect, it, vi } from 'vitest';
import { areaGuardPlugin, IncompatibleAreaError, manifestOnlyPreloadPlugin } from './runtime-plugins';

const plugin = areaGuardPlugin({
  versionOf: () => '1.0.0-abc',
  pageShared: () => ({ version: '1.0.0', exports: ['Button', 'useSession'] }),
});

type Hook<K extends keyof typeof plugin> = NonNullable<(typeof plugin)[K]>;
const loadRemoteSnapshot = plugin.loadRemoteSnapshot as (args: unknown) => unknown;
const errorLoadRemote = plugin.errorLoadRemote as (args: unknown) => unknown;
const createScript = plugin.createScript as Hook<'createScript'>;

function snapshotArgs(sharedRange: string, from: 'manifest' | 'global' = 'manifest', imports = ['Button']) {
  return {
    from,
    moduleInfo: { name: 'member', entry: 'https://cdn.example.invalid/member/1.0.0-abc/mf-manifest.json' },
    manifestJson: {
      metaData: { sharedImports: imports },
      shared: [{ name: '@platform/shared', requiredVersion: sharedRange, version: sharedRange.slice(1) }],
    },
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
      'member 1.0.0-abc is not mounted: it was built against @platform/shared ^2.0.0 (major 2), but the host provides 1.0.0',
    );
  });

  it("refuses an area that imports a name this page's shared does not export, naming it", () => {
    const args = snapshotArgs('^1.1.0', 'manifest', ['Button', 'formatOdds']);
    expect(() => loadRemoteSnapshot(args)).toThrow(
      "member 1.0.0-abc is not mounted: it imports formatOdds from @platform/shared (built against 1.1.0), which the host's 1.0.0 does not export",
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

  it('preloads no script, stylesheet or remote entry: only the manifest, which the runtime fetches itself', async () => {
    const generate = manifestOnlyPreloadPlugin().generatePreloadAssets as () => Promise<unknown>;
    await expect(generate()).resolves.toEqual({ cssAssets: [], jsAssetsWithoutEntry: [], entryAssets: [] });
  });
});
