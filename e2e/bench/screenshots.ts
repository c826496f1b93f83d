// Takes the README's screenshots of the served site (see scripts/screenshots.ts): 360 px wide, in
// Tagalog, as a guest, as member01 and as agent01, into docs/screenshots/. Also prints what home
// downloads on first load, by kind, and what its pictures weigh: the figures the art is judged by.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, request as apiRequest, type Browser, type Page, type Request } from '@playwright/test';
import { STORAGE_KEYS } from '@platform/shared/config/storage-keys';
import { API_BASE, PATHS, type AnnouncementList } from '@platform/shared/contract';
import { LUCKY_BAY } from '../fixtures/merchants';
import { loginThroughApi } from '../fixtures/platform-api';
import { launchOptions } from '../playwright.config';

const base = process.env.BASE_URL ?? 'http://localhost:8280';
const OUT = resolve(import.meta.dirname, '../../docs/screenshots');
const VIEWPORT = { width: 360, height: 720 };
const READY_TIMEOUT_MS = 60_000;
/** The page has settled when no request has been open for this long. */
const QUIET_MS = 800;

const MEMBER = { username: 'member01', password: 'member123' };
const AGENT = { username: 'agent01', password: 'agent123' };

interface Shot {
  file: string;
  path: string;
  account?: { username: string; password: string };
  /** A game page: its game plays in a frame, which is waited for too. */
  game?: boolean;
}

const SHOTS: readonly Shot[] = [
  { file: 'home.png', path: '/m/home' },
  { file: 'game-list.png', path: '/m/gameList?gameType=RNG' },
  { file: 'game-slots.png', path: '/m/launchGame?nodeId=5001&vendor=JILI', account: MEMBER, game: true },
  { file: 'game-sabong.png', path: '/m/launchGame?nodeId=5601&vendor=DS88', account: MEMBER, game: true },
  { file: 'mine.png', path: '/m/mine', account: MEMBER },
  { file: 'agent-home.png', path: '/m/agent', account: AGENT },
];

interface Load {
  kind: string;
  url: string;
  bytes: number;
}

/** Counts every response's bytes on the wire, and whether the network has gone quiet. */
function watch(page: Page) {
  const loads: Load[] = [];
  let open = 0;
  let last = Date.now();
  const reads: Promise<void>[] = [];
  page.on('request', () => {
    open += 1;
    last = Date.now();
  });
  const done = () => {
    open -= 1;
    last = Date.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', (request: Request) => {
    done();
    reads.push(
      request.sizes().then((sizes) => {
        loads.push({
          kind: request.resourceType(),
          url: request.url(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      }),
    );
  });
  return {
    loads,
    reads,
    quiet: async () => {
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (open > 0 || Date.now() - last < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`${page.url()}: the network never went quiet`);
        await page.waitForTimeout(100);
      }
    },
  };
}

/** Home's own popups would cover the page: answer announcements without them, as the e2e tests do. */
async function withoutPopups(page: Page) {
  await page.route(`**${API_BASE}${PATHS.announcements}*`, async (route) => {
    const response = await route.fetch().catch(() => null);
    const body = response ? ((await response.json().catch(() => null)) as { value?: AnnouncementList } | null) : null;
    const value = body?.value;
    const list = value ? value.list.filter((item) => item.type !== 'PU') : [];
    await route.fulfill({ status: 200, json: { value: { footer: { unreadCount: 0 }, ...value, list } } });
  });
}

async function signedIn(page: Page, account: { username: string; password: string }) {
  const request = await apiRequest.newContext({ baseURL: base });
  const login = await loginThroughApi(request, account);
  await request.dispose();
  const session = {
    token: login.token,
    merchantCode: LUCKY_BAY.code,
    userName: login.userName,
    type: login.customerType,
    firstTimeLogin: false,
  };
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
    STORAGE_KEYS.session,
    JSON.stringify(session),
  ] as const);
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function report(loads: readonly Load[]) {
  const byKind = new Map<string, { files: number; bytes: number }>();
  for (const load of loads) {
    const entry = byKind.get(load.kind) ?? { files: 0, bytes: 0 };
    entry.files += 1;
    entry.bytes += load.bytes;
    byKind.set(load.kind, entry);
  }
  const total = loads.reduce((sum, load) => sum + load.bytes, 0);
  console.log(`\n/m/home first load (guest, 360 px, Tagalog): ${kB(total)} in ${loads.length} responses`);
  for (const [kind, entry] of [...byKind].sort((a, b) => b[1].bytes - a[1].bytes)) {
    console.log(`  ${kind.padEnd(12)} ${String(entry.files).padStart(3)} files ${kB(entry.bytes).padStart(10)}`);
  }
  const art = loads.filter((load) => load.url.includes(`${API_BASE}/art/`));
  const tiles = art.filter((load) => /\/art\/game(-small|-large)?\//.test(load.url));
  const banners = art.filter((load) => load.url.includes('/art/banner/'));
  const average = (list: readonly Load[]) => (list.length ? list.reduce((s, l) => s + l.bytes, 0) / list.length : 0);
  console.log(`  game icons ${tiles.length}, ${kB(average(tiles))} each on average; banners ${banners.length}`);
  console.log(`  art: ${art.map((load) => new URL(load.url).pathname).join(' ')}`);
}

async function shoot(browser: Browser, shot: Shot) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  await withoutPopups(page);
  if (shot.account) await signedIn(page, shot.account);
  const network = watch(page);
  await page.goto(`${base}${shot.path}${shot.path.includes('?') ? '&' : '?'}lang=ty`);
  await page.locator('[data-area] > :not([role="status"])').first().waitFor({ timeout: READY_TIMEOUT_MS });
  if (shot.game) await page.locator('iframe').first().waitFor({ timeout: READY_TIMEOUT_MS });
  await network.quiet();
  // Let lazy pictures that the first paint queued arrive, and animations come to rest.
  await page.waitForTimeout(600);
  await network.quiet();
  await page.screenshot({ path: resolve(OUT, shot.file), animations: 'disabled', caret: 'hide' });
  await Promise.all(network.reads);
  if (shot.file === 'home.png') report(network.loads);
  await context.close();
  console.log(`  ${shot.file}  ${shot.path}${shot.account ? `  (${shot.account.username})` : ''}`);
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(launchOptions);
try {
  for (const shot of SHOTS) await shoot(browser, shot);
} finally {
  await browser.close();
}
