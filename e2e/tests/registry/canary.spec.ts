import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { AREA_HEALTH_REPORT_URL, SESSION_COOKIE, sessionBucket } from '@platform/shared/registry';
import { t } from '../../fixtures/texts';
import { areasOk, expect, readRegistry, STORE, siteOrigin, test, variant } from '../../fixtures/registry';

// Canary releases: a session falls on one side by its random id, keeps it, and follows promote,
// rollback and the serving side's own rollback at its next load. The variants are built once, up
// front; a broken canary is a built variant whose page throws as it renders.
// Each operator's command starts a process of its own, a few seconds each on a busy machine.
test.setTimeout(180_000);

const origin = siteOrigin();
const MANIFEST = /\/lobby\/([^/]+)\/mf-manifest\.json/;

/** The lobby release the server's early fetches name for a session: the one its host will load. */
async function lobbyVersionFor(request: APIRequestContext, cookie?: string) {
  const response = await request.get(`${origin}/m/home`, { headers: cookie ? { cookie } : {} });
  expect(response.ok()).toBe(true);
  const version = MANIFEST.exec(await response.text())?.[1];
  const given = /msid=([^;]+)/.exec(response.headers()['set-cookie'] ?? '')?.[1];
  return { version, cookie: cookie ?? (given ? `${SESSION_COOKIE}=${given}` : undefined) };
}

/** A session id on the chosen side of the lobby's canary at this share. */
function sessionOnSide(canary: boolean, share: number, skip = 0): string {
  let found = 0;
  for (let n = 0; ; n += 1) {
    const id = `e2e-canary-session-${n.toString(36).padStart(6, '0')}`;
    if (sessionBucket(id, 'lobby') < share === canary && found++ === skip) return id;
  }
}

async function openAs(page: Page, sessionId: string) {
  await page.context().addCookies([{ name: SESSION_COOKIE, value: sessionId, url: origin }]);
}

/** The lobby releases whose files a page fetched. */
function lobbyReleasesFetched(page: Page): Set<string> {
  const versions = new Set<string>();
  page.on('request', (request) => {
    const version = /\/lobby\/([^/]+)\//.exec(new URL(request.url()).pathname)?.[1];
    if (version) versions.add(version);
  });
  return versions;
}

test('a canary at 50 % reaches some of 20 fresh sessions, each keeps its side, and promote and rollback show at the next load', async ({
  page,
  request,
  openSite,
}) => {
  await areasOk(['release', 'lobby', '--from', await variant('lobbyFirst')]);
  const stable = readRegistry().areas.lobby.version;
  await areasOk(['release', 'lobby', '--from', await variant('lobbySecond'), '--canary', '50', '--no-auto-rollback']);
  const canary = readRegistry().areas.lobby.canary?.version;
  expect(canary).toBeDefined();
  expect(await areasOk(['list'])).toMatch(
    new RegExp(`lobby\\s+${stable}\\s+canary ${canary} for 50 % of sessions .*auto-rollback off`),
  );

  // Twenty fresh sessions, as plain requests: the server gives each its id and names its release.
  const sessions = await Promise.all(Array.from({ length: 20 }, () => lobbyVersionFor(request)));
  const sides = sessions.map((session) => session.version);
  expect(sides.filter((version) => version === stable).length).toBeGreaterThan(0);
  expect(sides.filter((version) => version === canary).length).toBeGreaterThan(0);
  expect(sides.every((version) => version === stable || version === canary)).toBe(true);
  // Each session keeps its side on every reload.
  const again = await Promise.all(sessions.map((session) => lobbyVersionFor(request, session.cookie)));
  expect(again.map((session) => session.version)).toEqual(sides);

  // A player on the canary side sees it, and the page fetches no file of the stable release.
  await openAs(page, sessionOnSide(true, 50));
  const fetched = lobbyReleasesFetched(page);
  const lobby = page.locator('[data-area="lobby"]');
  await openSite('/m/home');
  await expect(lobby.getByText(t('en', 'lobby:release', { label: 'second' }))).toBeVisible();
  await page.reload();
  await expect(lobby.getByText(t('en', 'lobby:release', { label: 'second' }))).toBeVisible();
  expect([...fetched]).toEqual([canary]);

  // Rolled back: the same player gets the stable release at the next load.
  expect(await areasOk(['rollback', 'lobby'])).toMatch(/canary .* dropped/);
  await page.reload();
  await expect(lobby.getByText(t('en', 'lobby:release', { label: 'first' }))).toBeVisible();

  // Promoted: a player of the stable side gets the canary's release at the next load.
  await areasOk(['release', 'lobby', '--from', await variant('lobbySecond'), '--canary', '50']);
  await page.context().clearCookies();
  await openAs(page, sessionOnSide(false, 50));
  await page.reload();
  await expect(lobby.getByText(t('en', 'lobby:release', { label: 'first' }))).toBeVisible();
  await areasOk(['promote', 'lobby']);
  await page.reload();
  await expect(lobby.getByText(t('en', 'lobby:release', { label: 'second' }))).toBeVisible();
  expect(readRegistry().areas.lobby).toEqual({ version: canary, manifest: expect.stringMatching(MANIFEST) });
  expect(await areasOk(['list'])).toMatch(/promote\s+lobby\s+\S+ \(operator\)/);
});

/**
 * A release of the lobby whose page throws as it renders: a built variant with its container
 * replaced, under a hashed name of its own (a hashed name is the same file wherever it is served).
 */
async function brokenLobby(): Promise<string> {
  const dir = `${STORE}-variants/lobbyBroken`;
  rmSync(dir, { recursive: true, force: true });
  cpSync(await variant('lobbyFirst'), dir, { recursive: true });
  const manifestFile = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    metaData: { remoteEntry: { name: string; path?: string } };
  };
  const entry = manifest.metaData.remoteEntry;
  const broken =
    'var lobby = { init: function () {}, get: function () { return Promise.resolve(function () {' +
    " return { default: function BrokenPage() { throw new Error('lobby page exploded while rendering'); } }; }); } };";
  rmSync(join(dir, entry.path ?? '', entry.name));
  entry.name = `static/js/lobby.${createHash('sha256').update(broken).digest('hex').slice(0, 10)}.js`;
  writeFileSync(join(dir, entry.path ?? '', entry.name), broken);
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return dir;
}

/** Opens home in a fresh browser context as a session, and waits for its health report to leave. */
async function visitAs(browser: Browser, sessionId: string) {
  const context = await browser.newContext({ baseURL: origin });
  await context.addCookies([{ name: SESSION_COOKIE, value: sessionId, url: origin }]);
  const page = await context.newPage();
  const reported = page.waitForRequest((request) => request.url().endsWith(AREA_HEALTH_REPORT_URL));
  await page.goto('/m/home?lang=ty');
  await (await reported).response();
  await context.close();
}

test('a canary that throws on render is dropped by itself once enough sessions report it, and its players get stable at their next load', async ({
  page,
  browser,
  openSite,
  allowConsoleErrors,
}) => {
  await areasOk(['release', 'lobby', '--from', await variant('lobbyFirst')]);
  const stable = readRegistry().areas.lobby.version;
  const label = `broken-${Date.now().toString(36)}`;
  const broken = `1.0.0-${label}`;
  // Ten percent of sessions; three of them with errors are enough here (twenty by default).
  await areasOk([
    'release',
    'lobby',
    '--from',
    await brokenLobby(),
    '--label',
    label,
    '--canary',
    '10',
    '--rollback-after',
    '3',
  ]);
  expect(readRegistry().areas.lobby.canary?.version).toBe(broken);

  // The first canary player sees the area's own failure panel, not a broken site.
  allowConsoleErrors(/\[area:lobby\]|lobby page exploded/);
  const player = sessionOnSide(true, 10);
  await openAs(page, player);
  const lobby = page.locator('[data-area="lobby"]');
  const reported = page.waitForRequest((request) => request.url().endsWith(AREA_HEALTH_REPORT_URL));
  await openSite('/m/home', 'ty');
  await expect(lobby.getByText(t('ty', 'lobby:release', { label: 'first' }))).toHaveCount(0);
  await (await reported).response();

  await visitAs(browser, sessionOnSide(false, 10));
  await visitAs(browser, sessionOnSide(true, 10, 1));
  expect(readRegistry().areas.lobby.canary?.version).toBe(broken);
  await visitAs(browser, sessionOnSide(true, 10, 2));

  await expect.poll(() => readRegistry().areas.lobby.canary).toBeUndefined();
  expect(readRegistry().areas.lobby.version).toBe(stable);
  const listed = await areasOk(['list']);
  expect(listed).toMatch(
    new RegExp(`auto-rollback\\s+lobby\\s+${broken} \\(automatic\\): error rate 100 % \\(3 of 3 sessions\\)`),
  );

  await page.reload();
  await expect(lobby.getByText(t('ty', 'lobby:release', { label: 'first' }))).toBeVisible();
});
