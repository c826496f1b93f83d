import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AREA_NAMES } from '@platform/shared/registry';
import { buildArea } from './build';
import { ROOT, storePaths } from './paths';
import { compareFiles, fileDigests, fingerprint } from './release-files';
import { listReleases, readReleaseInfo, storeRelease } from './release-store';

const scratch: string[] = [];
function folder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small area build, with what a tool writes in an order of its own given in that order. */
function fakeBuild(files: Record<string, string>, order: 'as built' | 'reordered' = 'as built'): string {
  const dir = folder('fake-build-');
  const exposes = [
    { name: 'HomePage', path: './HomePage', assets: { js: { sync: ['static/js/a.js', 'static/js/b.js'] } } },
    { name: 'Extra', path: './Extra', assets: { js: { sync: ['static/js/c.js'] } } },
  ];
  const manifest = {
    name: 'lobby',
    metaData: { remoteEntry: { name: 'static/js/lobby.0123456789.js' }, sharedImports: ['Button'] },
    shared: [{ name: '@platform/shared', requiredVersion: '^1.0.0', version: '1.0.0' }],
    exposes,
  };
  if (order === 'reordered') {
    exposes.reverse();
    exposes[1]?.assets.js.sync.reverse();
  }
  const all = {
    'mf-manifest.json': JSON.stringify(
      order === 'reordered' ? Object.fromEntries(Object.entries(manifest).reverse()) : manifest,
      null,
      2,
    ),
    'mf-stats.json': JSON.stringify({ order, exposes }),
    'static/js/lobby.0123456789.js': 'var lobby = {};',
    ...files,
  };
  for (const [name, content] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

describe('the files that make a release', () => {
  it('are named by what a browser receives, whatever order the tools wrote their lists in', () => {
    const first = fileDigests(fakeBuild({}));
    const second = fileDigests(fakeBuild({}, 'reordered'));
    expect(Object.keys(first)).toEqual(['mf-manifest.json', 'static/js/lobby.0123456789.js']);
    expect(second).toEqual(first);
    expect(fingerprint(second)).toBe(fingerprint(first));
  });

  it('change their name when a file a browser receives changes, and say which', () => {
    const before = fileDigests(fakeBuild({ 'static/js/a.js': 'one' }));
    const after = fileDigests(fakeBuild({ 'static/js/a.js': 'two', 'static/css/a.css': 'p{}' }));
    expect(fingerprint(after)).not.toBe(fingerprint(before));
    expect(compareFiles(before, after)).toEqual({
      added: ['static/css/a.css'],
      removed: [],
      changed: ['static/js/a.js'],
    });
  });
});

describe('the release store', () => {
  it('stores a build once, with its files and what it was built from, and reuses it for the same build', () => {
    const paths = storePaths(folder('store-'));
    const commit = { id: 'abc1234', modified: false };
    const first = storeRelease('lobby', fakeBuild({}), { paths, commit });
    const again = storeRelease('lobby', fakeBuild({}, 'reordered'), { paths });
    expect(first.reused).toBe(false);
    expect(again).toEqual({ version: first.version, reused: true });
    expect(listReleases('lobby', paths).map((release) => release.version)).toEqual([first.version]);
    expect(readReleaseInfo('lobby', first.version, paths)).toMatchObject({ commit, sharedRange: '^1.0.0' });
    const stored = readdirSync(join(paths.cdn, 'lobby', first.version)).sort();
    expect(stored, 'the build report is not part of the release').toEqual([
      'mf-manifest.json',
      'release.json',
      'static',
    ]);
  });

  it('never lets a label name two different builds', () => {
    const paths = storePaths(folder('store-'));
    storeRelease('lobby', fakeBuild({ 'static/js/a.js': 'one' }), { paths, label: 'summer' });
    expect(() => storeRelease('lobby', fakeBuild({ 'static/js/a.js': 'two' }), { paths, label: 'summer' })).toThrow(
      'lobby 1.0.0-summer is already stored with other content; releases are immutable: use another label.',
    );
  });

  it('records a build made elsewhere as such, with no commit of this tree', () => {
    const paths = storePaths(folder('store-'));
    const { version } = storeRelease('lobby', fakeBuild({}), {
      paths,
      commit: { id: 'abc', modified: true },
      supplied: true,
    });
    expect(readReleaseInfo('lobby', version, paths)).toMatchObject({ commit: null, supplied: true });
  });
});

/**
 * `npm test` builds every area into its dist/ before these tests run, and says so with
 * AREA_BUILDS_IN_DIST=1: that build serves as the first of the two, so each area is built only once more.
 */
const BUILT_IN_DIST = process.env.AREA_BUILDS_IN_DIST === '1';

// Two builds of the same source, each into a clean folder: the same release, stored once.
describe.each(AREA_NAMES)('the %s area, built twice from the same source', (area) => {
  it('is one release', { timeout: 180_000 }, async () => {
    const paths = storePaths(folder('store-'));
    const env = { ...process.env, PUBLIC_RELEASE_LABEL: '', AREA_SHARED_VERSION: '', AREA_EXTRA_EXPOSE: '' };
    const inDist = join(ROOT, `remote-${area}`, 'dist');
    const builds = [BUILT_IN_DIST ? inDist : await buildArea(area, env), await buildArea(area, env)];
    scratch.push(...builds.filter((build) => build !== inDist));
    const [first, second] = builds.map((build) => storeRelease(area, build, { paths }));
    expect(second).toEqual({ version: first?.version, reused: true });
    expect(listReleases(area, paths)).toHaveLength(1);
  });
});
