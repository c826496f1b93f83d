import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@platform/shared/config/constants';
import { sessionBucket } from '@platform/shared/registry';
import {
  FIRST_SCREEN_SCRIPT,
  FIRST_SCREEN_SCRIPT_SOURCE,
  NO_FIRST_SCREEN_COOKIE,
  firstScreenFor,
  firstScreenPageAt,
  languageAsked,
  releasesKey,
  saveFirstScreen,
  withFirstScreen,
  type FirstScreen,
} from './first-screens';
import { pageHeaders } from './page-headers';
import { START_SCRIPT_SOURCE } from './start-script';

const manifest = (area: string, version: string) => `http://cdn.test/${area}/${version}/mf-manifest.json`;
const pointer = (area: string, version: string) => ({ version, manifest: manifest(area, version) });
const registry = (lobbyCanary?: { version: string; share: number }) => ({
  schemaVersion: 1,
  defaultMerchant: 'M001',
  areas: {
    accounts: pointer('accounts', '1.0.0-a'),
    lobby: {
      ...pointer('lobby', '1.0.0-b'),
      ...(lobbyCanary
        ? {
            canary: {
              ...pointer('lobby', lobbyCanary.version),
              share: lobbyCanary.share,
              since: '2026-11-01T00:00:00Z',
            },
          }
        : {}),
    },
    member: pointer('member', '1.0.0-c'),
    agent: pointer('agent', '1.0.0-d'),
  },
  merchants: { M002: { hostnames: ['m002.test'], areas: {} } },
});
/** A session id whose bucket for the lobby passes `test`. */
function sessionOn(test: (bucket: number) => boolean): string {
  for (let attempt = 0; ; attempt += 1) {
    const id = `session-${String(attempt).padStart(12, '0')}`;
    if (test(sessionBucket(id, 'lobby'))) return id;
  }
}

const HOST_PAGE =
  '<!doctype html><html lang="tl"><head><meta charset="utf-8" /><meta name="description" content="Maglaro" />' +
  '<title>Lucky Bay</title></head><body><div id="root"></div></body></html>';

function screen(releases: string, overrides: Partial<FirstScreen> = {}): FirstScreen {
  return {
    page: 'home',
    merchant: 'M001',
    language: 'en',
    releases,
    capturedAt: new Date().toISOString(),
    title: 'Lucky Bay & friends',
    description: 'Play "now"',
    htmlAttributes: { lang: 'en', 'data-theme': 'dark', onload: 'alert(1)' },
    documentCss: ':root{--accent:#f5b82e}',
    css: '.banner{width:100%}</style><script>alert(1)</script>',
    markup: '<header><a href="/m/login">Login</a></header><img src="/api/art/banner/1.png" fetchpriority="high">',
    ...overrides,
  };
}

describe('which page and language a request asks for', () => {
  it('knows the three first-visit pages, with or without ?lang=, and nothing else', () => {
    expect(firstScreenPageAt('/m/home')).toBe('home');
    expect(firstScreenPageAt('/m/home?lang=en')).toBe('home');
    expect(firstScreenPageAt('/m/login')).toBe('login');
    expect(firstScreenPageAt('/m/gameList?gameType=RNG')).toBe('slots');
    expect(firstScreenPageAt('/m/gameList?gameType=FISH')).toBeNull();
    expect(firstScreenPageAt('/m/gameList?gameType=RNG&vendor=JILI')).toBeNull();
    expect(firstScreenPageAt('/m/mine')).toBeNull();
  });

  it('takes the language from ?lang=, then the cookie, then Tagalog', () => {
    expect(languageAsked('/m/home?lang=EN', 'm_lang=ty')).toBe('en');
    expect(languageAsked('/m/home', 'msid=abc; m_lang=en')).toBe('en');
    expect(languageAsked('/m/home?lang=fr', 'm_lang=xx')).toBe('ty');
    expect(languageAsked('/m/home', undefined)).toBe('ty');
  });
});

describe('releasesKey', () => {
  it('names the merchant, the host page and each area release the session gets', () => {
    const key = releasesKey(registry(), 'm002.test', null, HOST_PAGE);
    expect(key).toMatch(/^M002;host=[0-9a-f]{16};accounts=http/);
    expect(key).toContain(`lobby=${manifest('lobby', '1.0.0-b')}`);
    expect(releasesKey(registry(), 'localhost', null, HOST_PAGE)).toMatch(/^M001;/);
    expect(releasesKey(registry(), 'localhost', null, `${HOST_PAGE} `)).not.toBe(
      releasesKey(registry(), 'localhost', null, HOST_PAGE),
    );
  });

  it('differs on the two sides of a canary, and is null for a registry the host cannot use', () => {
    const half = registry({ version: '2.0.0-z', share: 50 });
    const canarySide = sessionOn((bucket) => bucket < 50);
    const stableSide = sessionOn((bucket) => bucket >= 50);
    expect(releasesKey(half, 'localhost', canarySide, HOST_PAGE)).toContain(manifest('lobby', '2.0.0-z'));
    expect(releasesKey(half, 'localhost', stableSide, HOST_PAGE)).toContain(manifest('lobby', '1.0.0-b'));
    expect(releasesKey(half, 'localhost', null, HOST_PAGE)).toContain(manifest('lobby', '1.0.0-b'));
    expect(releasesKey({ nonsense: true }, 'localhost', null, HOST_PAGE)).toBeNull();
  });
});

describe('withFirstScreen', () => {
  const page = withFirstScreen(HOST_PAGE, screen('M001;host=0;x'));

  it('draws the copy in a closed, inert shadow root in front of #root, in the language it was taken in', () => {
    expect(page).toContain('<div id="first-screen" inert aria-hidden="true"><template shadowrootmode="closed"><style>');
    expect(page).toMatch(
      /<img src="\/api\/art\/banner\/1.png" fetchpriority="high"><\/template><\/div><div id="root"><\/div>/,
    );
    expect(page).toContain(
      '<html lang="en" data-theme="dark" data-first-screen-lang="en" data-first-screen-path="/m/home">',
    );
    expect(page).toContain('<title>Lucky Bay &amp; friends</title>');
    expect(page).toContain('<meta name="description" content="Play &quot;now&quot;" />');
  });

  it('asks for the first banner before anything the page preloads', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toMatch(
      /^<!doctype html><html [^>]*><head><meta charset="utf-8" \/><link rel="preload" as="image" href="\/api\/art\/banner\/1.png" fetchpriority="high" \/>/,
    );
    const noBanner = withFirstScreen(HOST_PAGE, screen('M001;host=0;x', { markup: '<main><form></form></main>' }));
    expect(noBanner).not.toContain('rel="preload"');
  });

  it('keeps the page rules and the check in <head>, and nothing the copy holds can close its style', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(':root{--accent:#f5b82e}');
    expect(head).toContain(`<script>${FIRST_SCREEN_SCRIPT}</script>`);
    // A member's page hides the copy's guest parts through a property its host passes into the copy.
    expect(head).toContain('html[data-first-screen=member] #first-screen{--first-screen-guest:hidden}');
    const copyStyle = page.slice(page.indexOf('<template'), page.indexOf('</template>'));
    expect(copyStyle).toContain('[data-guest-only]{visibility:var(--first-screen-guest,visible)}');
    expect(page).not.toContain('</style><script>alert(1)');
    expect(page).not.toContain('onload=');
  });

  it('is allowed by the page policy by its hash, as is the start script, and no other inline script is', () => {
    const policy = pageHeaders(registry(), { testMode: false, cdnOrigin: 'http://cdn.test' })[
      'Content-Security-Policy'
    ];
    const scripts = policy.split('; ').find((part) => part.startsWith('script-src')) ?? '';
    expect(scripts).toContain(FIRST_SCREEN_SCRIPT_SOURCE);
    expect(scripts).toContain(START_SCRIPT_SOURCE);
    expect(scripts.match(/'sha256-/g)).toHaveLength(2);
    expect(scripts).not.toContain("'unsafe-inline'");
  });
});

describe('the check in <head>', () => {
  interface Visit {
    path?: string;
    search?: string;
    stored?: string | null;
    signedIn?: boolean;
    throws?: boolean;
  }
  /** Runs the script as a page would, and says what it made of the copy: null when it left it as it is. */
  function copyFor({ path = '/m/home', search = '', stored = null, signedIn = false, throws = false }: Visit) {
    const attributes: Record<string, string> = { 'data-first-screen-lang': 'ty', 'data-first-screen-path': '/m/home' };
    const storage = (values: Record<string, string | null>) => ({
      getItem(key: string) {
        if (throws) throw new Error('storage is off');
        return values[key] ?? null;
      },
    });
    runInNewContext(FIRST_SCREEN_SCRIPT, {
      URLSearchParams,
      location: { pathname: path, search },
      document: {
        documentElement: {
          getAttribute: (name: string) => attributes[name] ?? null,
          setAttribute: (name: string, value: string) => {
            attributes[name] = value;
          },
        },
      },
      localStorage: storage({ [STORAGE_KEYS.language]: stored }),
      sessionStorage: storage({ [STORAGE_KEYS.session]: signedIn ? '{"userName":"member01"}' : null }),
    });
    return attributes['data-first-screen'] ?? null;
  }

  it('leaves the copy for a guest in its language at its address', () => {
    expect(copyFor({})).toBeNull();
    expect(copyFor({ stored: 'ty' })).toBeNull();
    expect(copyFor({ search: '?lang=TY' })).toBeNull();
  });

  it("keeps it for a signed-in member in its language at its address, without the guest's parts", () => {
    expect(copyFor({ signedIn: true })).toBe('member');
    expect(copyFor({ signedIn: true, search: '?lang=ty' })).toBe('member');
  });

  it('turns it off for another language, another address, or no storage, signed in or not', () => {
    expect(copyFor({ stored: 'en' })).toBe('off');
    expect(copyFor({ search: '?lang=en' })).toBe('off');
    expect(copyFor({ path: '/m/login' })).toBe('off');
    expect(copyFor({ signedIn: true, stored: 'en' })).toBe('off');
    expect(copyFor({ signedIn: true, path: '/m/login' })).toBe('off');
    expect(copyFor({ throws: true })).toBe('off');
  });
});

describe('firstScreenFor', () => {
  let store: string;
  beforeEach(() => {
    store = mkdtempSync(join(tmpdir(), 'first-screens-'));
  });
  afterEach(() => rmSync(store, { recursive: true, force: true }));

  const request = (overrides: Partial<Parameters<typeof firstScreenFor>[0]> = {}) => ({
    store,
    url: '/m/home',
    hostname: 'localhost',
    cookies: 'm_lang=en',
    registry: registry(),
    sessionId: 'session-0123456789',
    hostPage: HOST_PAGE,
    ...overrides,
  });

  it('sends the copy of these releases, merchant and language', () => {
    const releases = releasesKey(registry(), 'localhost', null, HOST_PAGE) ?? '';
    saveFirstScreen(store, screen(releases));
    expect(firstScreenFor(request())?.markup).toContain('banner');
    expect(firstScreenFor(request({ cookies: undefined }))).toBeNull();
    expect(firstScreenFor(request({ hostname: 'm002.test' }))).toBeNull();
    expect(firstScreenFor(request({ url: '/m/login' }))).toBeNull();
  });

  it('sends none to a browser that asks for none (the one taking copies), nor after a release or on the other side of a canary', () => {
    const releases = releasesKey(registry(), 'localhost', null, HOST_PAGE) ?? '';
    saveFirstScreen(store, screen(releases));
    expect(firstScreenFor(request({ cookies: `m_lang=en; ${NO_FIRST_SCREEN_COOKIE}` }))).toBeNull();
    const released = registry();
    released.areas.lobby = pointer('lobby', '1.0.1-e');
    expect(firstScreenFor(request({ registry: released }))).toBeNull();
    const canarySide = sessionOn((bucket) => bucket < 50);
    const half = registry({ version: '2.0.0-z', share: 50 });
    saveFirstScreen(store, screen(releasesKey(half, 'localhost', null, HOST_PAGE) ?? ''));
    expect(firstScreenFor(request({ registry: half, sessionId: canarySide }))).toBeNull();
  });
});
