import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { API_BASE, PATHS } from '@platform/shared/contract';
import { ACCOUNTS, submitLogin } from '../../fixtures/test';
import { textsIn } from '../../fixtures/texts';
import { areasOk, CDN_ORIGIN, expect, readRegistry, siteOrigin, test } from '../../fixtures/registry';

// The site served by nginx, from the configuration `areas nginx` writes, as production serves it:
// its own instance on ports of its own, beside the built-in server the other tests use, sharing
// its release store and platform-api.
const builtIn = new URL(siteOrigin());
const builtInPort = Number(builtIn.port);
// Beside the built-in server's own three (PORT, PORT + 1 and the API at PORT + 10).
const NGINX_PORT = builtInPort + 5;
const nginxOrigin = `http://localhost:${NGINX_PORT}`;
const nginxCdn = `http://localhost:${NGINX_PORT + 1}`;

let nginx: ChildProcess | undefined;
let dir = '';

async function answers(url: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`nginx did not answer at ${url}`);
}

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  await areasOk(['nginx', '--out', dir], {
    PORT: String(NGINX_PORT),
    CDN_PORT: String(NGINX_PORT + 1),
    API_PORT: String(builtInPort + 10),
    // The registry's pointers name the built-in CDN origin; the page's policy names it as the built-in server's does.
    CDN_ORIGIN,
    PLATFORM_API_MODE: 'test',
  });
  nginx = spawn(
    '/usr/sbin/nginx',
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: 'inherit',
    },
  );
  await answers(`${nginxOrigin}/m/remotes.json`);
});

test.afterAll(() => {
  nginx?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

/** Headers that say nothing of the rules: the connection, the clock, the length and the validators' values. */
const INCIDENTAL = new Set([
  'date',
  'server',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'etag',
  'last-modified',
  'accept-ranges',
]);

function ruleHeaders(response: APIResponse): Record<string, string> {
  const kept: Record<string, string> = { status: String(response.status()) };
  for (const { name, value } of response.headersArray()) {
    const key = name.toLowerCase();
    if (INCIDENTAL.has(key)) continue;
    // A new session id each time; the cookie's attributes are what must agree.
    kept[key] = key === 'set-cookie' ? value.replace(/^msid=[^;]+/, 'msid=(new id)') : value;
  }
  return kept;
}

async function both(
  request: APIRequestContext,
  path: string,
  init: { method?: string; headers?: Record<string, string>; cdn?: boolean } = {},
) {
  const ask = (origin: string) =>
    request.fetch(`${origin}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'accept-encoding': 'gzip', ...init.headers },
      maxRedirects: 0,
    });
  const [mine, theirs] = await Promise.all([
    ask(init.cdn ? CDN_ORIGIN : builtIn.origin),
    ask(init.cdn ? nginxCdn : nginxOrigin),
  ]);
  return { builtIn: ruleHeaders(mine), nginx: ruleHeaders(theirs) };
}

test('nginx answers every kind of route with the headers of the built-in server', async ({ request }) => {
  const lobby = readRegistry().areas.lobby;
  const release = new URL('.', lobby.manifest).pathname;
  const manifest = (await (await request.get(lobby.manifest)).json()) as {
    metaData: { remoteEntry: { name: string } };
  };
  const host = await (await request.get(`${builtIn.origin}/m/home`)).text();
  const hostScript = /<link rel="preload" href="(\/m\/[^"]+\.js)"/.exec(host)?.[1];
  expect(hostScript).toBeDefined();

  const routes: [string, Parameters<typeof both>[2]?][] = [
    ['/m/home'],
    ['/'],
    ['/m/login?lang=en'],
    ['/m/register.html'],
    ['/m/home', { headers: { cookie: 'msid=0123456789abcdef0123456789abcdef' } }],
    ['/m/remotes.json'],
    ['/m/sw.js'],
    ['/m/manifest.webmanifest'],
    [hostScript ?? ''],
    ['/m/static/js/no-such-file.js'],
    ['/elsewhere'],
    [`${API_BASE}${PATHS.startup}`],
    [`${API_BASE}${PATHS.startup}`, { headers: { authorization: 'Bearer not-a-token' } }],
    [`${release}mf-manifest.json`, { cdn: true }],
    [`${release}${manifest.metaData.remoteEntry.name}`, { cdn: true }],
    [`${release}release.json`, { cdn: true }],
    [`${release}no-such-file.js`, { cdn: true }],
    [`${release}mf-manifest.json`, { cdn: true, method: 'OPTIONS' }],
  ];
  for (const [path, init] of routes) {
    const { builtIn: expected, nginx: served } = await both(request, path, init);
    expect(served, `${init?.method ?? 'GET'} ${init?.cdn ? 'CDN ' : ''}${path}`).toEqual(expected);
  }
});

test('the site served by nginx passes the smoke journey: home, login, a game list, Mine', async ({ page }) => {
  const ty = textsIn('ty');
  await page.goto(`${nginxOrigin}/m/home?lang=ty`);
  await expect(page.locator('[data-area="lobby"]').getByRole('img').first()).toBeVisible();

  await page.goto(`${nginxOrigin}/m/login?lang=ty`);
  await submitLogin(page, 'ty', ACCOUNTS.member.username, ACCOUNTS.member.password);
  await expect(page).toHaveURL(/\/m\/home/);

  await page.goto(`${nginxOrigin}/m/gameList?gameType=RNG&lang=ty`);
  const listTitle = ty.t('lobby:games.results', { type: ty.t('lobby:games.category.RNG') });
  await expect(page.getByRole('tabpanel', { name: listTitle }).getByRole('listitem').first()).toBeVisible();

  await page.goto(`${nginxOrigin}/m/mine?lang=ty`);
  await expect(
    page.locator('[data-area="member"]').getByText(ty.pattern('member:mine.joined_days_other', { count: /\d+/ })),
  ).toBeVisible();
  expect(new URL(page.url()).origin).toBe(nginxOrigin);
});
