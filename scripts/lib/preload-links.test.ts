import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AREA_NAMES,
  assignReleases,
  parseRemotesFile,
  releaseManifestUrl,
  type AreaName,
} from '@platform/shared/registry';
import {
  hostAssets,
  merchantAt,
  pageAssets,
  preloadLinks,
  REMOTES_PATH,
  renderLinks,
  STARTUP_PATH,
  withLinks,
  type PreloadInput,
} from './preload-links';
import { START_FILES_ID, START_SCRIPT, START_SCRIPT_SOURCE } from './start-script';

const CDN = 'http://cdn.test:8081';

function pointer(area: AreaName, version: string) {
  return { version, manifest: releaseManifestUrl(CDN, area, version) };
}

function registry(lobbyVersion: string, merchants: Record<string, unknown> = {}) {
  return {
    schemaVersion: 1,
    defaultMerchant: 'M001',
    areas: Object.fromEntries(
      AREA_NAMES.map((area) => [area, pointer(area, area === 'lobby' ? lobbyVersion : '1.0.0-a')]),
    ),
    merchants,
  };
}

/** An area build's manifest as Module Federation writes it, with a page of two chunks. */
function manifest(version: string) {
  return {
    name: 'lobby',
    metaData: { publicPath: 'auto', remoteEntry: { name: `static/js/lobby.${version}.js`, path: '' } },
    exposes: [
      {
        name: 'GameListPage',
        path: './GameListPage',
        assets: { js: { sync: ['static/js/async/list.0000000001.js'], async: ['static/js/async/later.js'] } },
      },
      {
        name: 'HomePage',
        path: './HomePage',
        assets: {
          js: { sync: ['static/js/async/home.1111111111.js', 'static/js/async/ch.2222222222.js'], async: [] },
          css: { sync: ['static/css/async/home.3333333333.css'], async: [] },
        },
      },
    ],
  };
}

function input(overrides: Partial<PreloadInput> = {}): PreloadInput {
  return {
    registry: registry('1.0.0-new'),
    hostname: 'localhost',
    page: { area: 'lobby', module: 'HomePage' },
    cdnOrigin: CDN,
    storedManifest: (_area, version) => manifest(version),
    ...overrides,
  };
}

const hrefs = (links: { href: string }[]) => links.map((link) => link.href);

describe('the early fetches of the host page', () => {
  it('name the CDN, the registry, and the live manifest, entry and first chunks of the route’s area', () => {
    expect(preloadLinks(input())).toEqual([
      { rel: 'preconnect', href: CDN },
      { rel: 'preload', href: REMOTES_PATH, as: 'fetch' },
      { rel: 'preload', href: STARTUP_PATH, as: 'fetch' },
      { rel: 'preload', href: `${CDN}/lobby/1.0.0-new/mf-manifest.json`, as: 'fetch' },
      { rel: 'preload', href: `${CDN}/lobby/1.0.0-new/static/js/lobby.1.0.0-new.js`, as: 'script' },
      { rel: 'preload', href: `${CDN}/lobby/1.0.0-new/static/js/async/home.1111111111.js`, as: 'script' },
      { rel: 'preload', href: `${CDN}/lobby/1.0.0-new/static/js/async/ch.2222222222.js`, as: 'script' },
      { rel: 'preload', href: `${CDN}/lobby/1.0.0-new/static/css/async/home.3333333333.css`, as: 'style' },
    ]);
  });

  it('follow the registry: after a rollback they name the release it points at now', () => {
    const rolledBack = preloadLinks(input({ registry: registry('1.0.0-old') }));
    expect(hrefs(rolledBack).filter((href) => href.includes('/lobby/'))).toEqual([
      `${CDN}/lobby/1.0.0-old/mf-manifest.json`,
      `${CDN}/lobby/1.0.0-old/static/js/lobby.1.0.0-old.js`,
      `${CDN}/lobby/1.0.0-old/static/js/async/home.1111111111.js`,
      `${CDN}/lobby/1.0.0-old/static/js/async/ch.2222222222.js`,
      `${CDN}/lobby/1.0.0-old/static/css/async/home.3333333333.css`,
    ]);
  });

  it('follow the side of a canary the session falls on, as the host will', () => {
    const withCanary = registry('1.0.0-new');
    const lobby = withCanary.areas.lobby as Record<string, unknown>;
    lobby.canary = { ...pointer('lobby', '1.0.0-next'), share: 50, since: '2026-11-27T00:00:00.000Z' };
    const sessions = Array.from({ length: 40 }, (_, index) => `session-${String(index).padStart(12, '0')}`);
    const manifestOf = (sessionId: string) =>
      hrefs(preloadLinks(input({ registry: withCanary, sessionId }))).find((href) => href.endsWith('mf-manifest.json'));
    const picked = sessions.map((sessionId) => ({
      manifest: manifestOf(sessionId),
      host: assignReleases(parseRemotesFile(withCanary).areas, sessionId).lobby.manifest,
    }));
    expect(picked.every(({ manifest: early, host }) => early === host)).toBe(true);
    expect(new Set(picked.map(({ host }) => host))).toEqual(
      new Set([pointer('lobby', '1.0.0-new').manifest, pointer('lobby', '1.0.0-next').manifest]),
    );
    // A page with no session yet gets the stable release.
    expect(hrefs(preloadLinks(input({ registry: withCanary })))).toContain(pointer('lobby', '1.0.0-new').manifest);
  });

  it('name only the exposed page’s own synchronous chunks', () => {
    const links = preloadLinks(input({ page: { area: 'lobby', module: 'GameListPage' } }));
    expect(hrefs(links).slice(5)).toEqual([`${CDN}/lobby/1.0.0-new/static/js/async/list.0000000001.js`]);
  });

  it('use the merchant’s own release at its host name', () => {
    const merchants = { M002: { hostnames: ['m002.test'], areas: { lobby: pointer('lobby', '1.0.0-m2') } } };
    const links = preloadLinks(input({ registry: registry('1.0.0-new', merchants), hostname: 'm002.test' }));
    expect(hrefs(links)).toContain(`${CDN}/lobby/1.0.0-m2/mf-manifest.json`);
    expect(hrefs(links).some((href) => href.includes('1.0.0-new'))).toBe(false);
  });

  it('name only the manifest, and connect to its origin, for a build that lives elsewhere', () => {
    const elsewhere = {
      version: 'external:merchant.test/lobby/mf-manifest.json',
      manifest: 'https://merchant.test/lobby/mf-manifest.json',
    };
    const merchants = { M002: { hostnames: ['m002.test'], areas: { lobby: elsewhere } } };
    const links = preloadLinks(input({ registry: registry('1.0.0-new', merchants), hostname: 'm002.test' }));
    expect(links.slice(3)).toEqual([
      { rel: 'preconnect', href: 'https://merchant.test' },
      { rel: 'preload', href: elsewhere.manifest, as: 'fetch' },
    ]);
  });

  it('name no area for a route no area renders, a broken registry, or an unreadable override', () => {
    const basic = hrefs(preloadLinks(input({ page: null })));
    expect(basic).toEqual([CDN, REMOTES_PATH, STARTUP_PATH]);
    // The page stops at a registry it cannot read, before its start-up call.
    expect(hrefs(preloadLinks(input({ registry: { schemaVersion: 1 } })))).toEqual([CDN, REMOTES_PATH]);
    const merchants = {
      M002: { hostnames: ['m002.test'], areas: { lobby: { version: 'x', manifest: 'ftp://x/y.json' } } },
    };
    const broken = input({ registry: registry('1.0.0-new', merchants), hostname: 'm002.test' });
    expect(hrefs(preloadLinks(broken))).toEqual(basic);
  });

  it('name no script of a release whose manifest cannot be read', () => {
    const links = preloadLinks(input({ storedManifest: () => null }));
    expect(links.map((link) => link.as)).toEqual([undefined, 'fetch', 'fetch', 'fetch']);
  });
});

describe('the merchant of a host name', () => {
  it('is the one whose host names hold it, the default elsewhere, and none for a broken registry', () => {
    const merchants = { M002: { hostnames: ['m002.test'], areas: {} } };
    expect(merchantAt(registry('1.0.0-a', merchants), 'm002.test')?.merchantCode).toBe('M002');
    expect(merchantAt(registry('1.0.0-a', merchants), 'localhost')?.merchantCode).toBe('M001');
    expect(merchantAt({ schemaVersion: 1 }, 'localhost')).toBeNull();
  });
});

describe('what an area page needs first', () => {
  const url = `${CDN}/lobby/1.0.0-a/mf-manifest.json`;

  it('are read relative to the remote entry’s folder and a public path the build names', () => {
    const built = manifest('x');
    built.metaData.remoteEntry.path = 'entry/';
    built.metaData.publicPath = `${CDN}/lobby/1.0.0-a/`;
    expect(hrefs(pageAssets(built, url, 'GameListPage'))).toEqual([
      `${CDN}/lobby/1.0.0-a/entry/static/js/lobby.x.js`,
      `${CDN}/lobby/1.0.0-a/static/js/async/list.0000000001.js`,
    ]);
  });

  it('never leave the release’s folder, which is all the page’s script-src allows', () => {
    const built = manifest('x');
    built.metaData.publicPath = 'https://elsewhere.test/';
    expect(pageAssets(built, url, 'HomePage')).toEqual([]);
    const climbing = manifest('x');
    climbing.metaData.remoteEntry.name = '../../accounts/1.0.0-a/static/js/accounts.js';
    expect(pageAssets(climbing, url, 'Missing')).toEqual([]);
  });
});

describe('the links in the page', () => {
  it('are fetched without credentials, escaped, and placed after the character set', () => {
    const html = '<!doctype html><html><head><meta charset="utf-8" /><title>x</title></head></html>';
    const page = withLinks(html, [
      { rel: 'preconnect', href: CDN },
      { rel: 'preload', href: '/m/a"b<c>.json', as: 'fetch' },
    ]);
    expect(page).toBe(
      '<!doctype html><html><head><meta charset="utf-8" />' +
        `<link rel="preconnect" href="${CDN}" crossorigin="anonymous" />` +
        '<link rel="preload" href="/m/a&quot;b&lt;c&gt;.json" as="fetch" crossorigin="anonymous" />' +
        '<title>x</title></head></html>',
    );
    expect(renderLinks([])).toBe('');
  });

  it('hand the host’s deferred scripts, in order, to the start script, which the policy allows by hash', () => {
    const html =
      '<html><head><meta charset="utf-8"><title>x</title>' +
      '<script defer src="/m/static/js/lib.1.js"></script><script defer src="/m/static/js/index.2.js?a=1&amp;b=</"></script>' +
      '<script type="module" src="/m/other.js"></script></head><body></body></html>';
    const page = withLinks(html, [{ rel: 'preload', href: '/m/static/js/lib.1.js', as: 'script', hostScript: true }]);
    expect(page).not.toContain('<script defer');
    // What is not a deferred script of the host's build stays where it was.
    expect(page).toContain('<script type="module" src="/m/other.js"></script>');
    const list = new RegExp(`<script type="application/json" id="${START_FILES_ID}">(.*?)</script>`).exec(page)?.[1];
    expect(list).toBeDefined();
    expect(list).not.toContain('</');
    expect(JSON.parse(list ?? '')).toEqual(['/m/static/js/lib.1.js', '/m/static/js/index.2.js?a=1&b=</']);
    // The preload stays in the page's first bytes, before the list and the start script.
    expect(page.indexOf('<link rel="preload"')).toBeLessThan(page.indexOf(START_FILES_ID));
    expect(page).toContain(`<script>${START_SCRIPT}</script>`);
    const hash = createHash('sha256').update(START_SCRIPT).digest('base64');
    expect(START_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it('add no start script to a page without deferred scripts', () => {
    const page = withLinks('<head><meta charset="utf-8"></head>', []);
    expect(page).toBe('<head><meta charset="utf-8"></head>');
  });
});

describe('the host’s own start-up scripts', () => {
  const graph = {
    entry: ['static/js/index.1.js'],
    groups: { bootstrap: ['static/js/async/bootstrap.2.js'], late: ['x.js'] },
  };
  const hostManifest = (publicPath: unknown) => ({ metaData: { publicPath } });
  const startup = [
    'static/js/index.1.js',
    'static/js/async/bootstrap.2.js',
    'static/js/async/react.3.js',
    'static/js/async/shared.4.js',
  ];

  it('are the start-up scripts its build recorded, each once, in order, as the page adds them', () => {
    const links = hostAssets({ ...graph, startup: [...startup, startup[2]] }, hostManifest('/m/'));
    expect(hrefs(links)).toEqual(startup.map((file) => `/m/${file}`));
    for (const link of links) expect(link).toMatchObject({ rel: 'preload', as: 'script', hostScript: true });
    expect(renderLinks(links.slice(0, 1))).toBe(
      '<link rel="preload" href="/m/static/js/index.1.js" as="script" fetchpriority="low" />',
    );
  });

  it('are its entry and start-up group for a build that recorded no start-up scripts', () => {
    expect(hrefs(hostAssets(graph, hostManifest('/m/')))).toEqual([
      '/m/static/js/index.1.js',
      '/m/static/js/async/bootstrap.2.js',
    ]);
  });

  it('are none for a build served from elsewhere, or without its load graph or manifest', () => {
    expect(hostAssets(graph, hostManifest('https://cdn.test/m/'))).toEqual([]);
    expect(hostAssets(graph, hostManifest('//cdn.test/m/'))).toEqual([]);
    expect(hostAssets(graph, hostManifest('auto'))).toEqual([]);
    expect(hostAssets(null, hostManifest('/m/'))).toEqual([]);
    expect(hostAssets(graph, null)).toEqual([]);
  });

  it('come right after the registry and the start-up settings, before any area’s files', () => {
    const host = hostAssets({ ...graph, startup }, hostManifest('/m/'));
    expect(hrefs(preloadLinks(input({ host }))).slice(0, 8)).toEqual([
      CDN,
      REMOTES_PATH,
      STARTUP_PATH,
      ...hrefs(host),
      `${CDN}/lobby/1.0.0-new/mf-manifest.json`,
    ]);
    expect(hrefs(preloadLinks(input({ host, registry: { schemaVersion: 1 } })))).toEqual([
      CDN,
      REMOTES_PATH,
      ...hrefs(host),
    ]);
  });

  it('never leave the host’s folder', () => {
    const climbing = { entry: [], groups: { bootstrap: ['../other/x.js', '/abs.js', 'https://x.test/y.js'] } };
    expect(hostAssets(climbing, hostManifest('/m/'))).toEqual([]);
    expect(hostAssets({ ...climbing, startup: climbing.groups.bootstrap }, hostManifest('/m/'))).toEqual([]);
  });
});
