// The walk over every route: one browser context per role and language for the whole worker, signed in
// once through the API, at the narrowest phone width the product supports. A test per route reuses
// these pages.
import { createRequire } from 'node:module';
import {
  test as base,
  devices,
  expect,
  type APIRequestContext,
  type Browser,
  type Frame,
  type Page,
} from '@playwright/test';
import {
  API_BASE,
  ENCRYPTED_BODY_HEADERS,
  PATHS,
  importPublicKey,
  sealBody,
  type LoginValue,
  type PublicKeyValue,
} from '@platform/shared/contract';
import {
  ACCOUNTS,
  hasPendingContracts,
  popupsAlreadySeen,
  quietContractPrompts,
  seededPopupIds,
} from '../../fixtures/test';
import { STORAGE_KEYS } from '@platform/shared/config/storage-keys';
import { LANGUAGES, t, type Language } from '../../fixtures/texts';
import { ROLES, type Role } from './walk-routes';
import { LUCKY_BAY } from '../../fixtures/merchants';

export { expect, LANGUAGES, type Language };
export { AGENT_ROUTES, ROLES, rolesFor, WALK_ROUTES, type Role } from './walk-routes';

/** The narrowest phone the site is drawn for. */
export const NARROW = { width: 360, height: 740 } as const;

const api = (path: string) => `${API_BASE}${path}`;

async function valueOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { value?: T };
  if (!response.ok() || body.value === undefined) throw new Error(`${response.url()}: ${JSON.stringify(body)}`);
  return body.value;
}

/** Signs in through the API, with the encrypted body the login page sends. */
async function apiLogin(request: APIRequestContext, account: { username: string; password: string }) {
  const headers = { Merchant: LUCKY_BAY.code };
  const key = await valueOf<PublicKeyValue>(await request.get(api(PATHS.publicKey), { headers }));
  const data = await sealBody(await importPublicKey(key), { type: 'username', ...account });
  return valueOf<LoginValue>(
    await request.post(api(PATHS.login), { data, headers: { ...headers, ...ENCRYPTED_BODY_HEADERS } }),
  );
}

/** What the walk's init script keeps in each document of a walked page. */
interface WalkState {
  /** API calls on their way. */
  inFlight: number;
  /** Changes to the document so far, and how many frames in a row it has not changed. */
  mutations: number;
  calm: { at: number; frames: number };
  /** Every string the server sent. */
  data: Set<string>;
  /** Calls that would change something on the server, as "METHOD url". */
  writes: string[];
}

// Counts the page's API calls in flight, and keeps every string the server sent: text that comes from
// the server (game, vendor and account names, announcement titles) is content, not the site's wording.
// Calls that change data are noted: the walk shares its accounts with other tests, so it only reads.
function watchNetwork() {
  const state: WalkState = {
    inFlight: 0,
    mutations: 0,
    calm: { at: -1, frames: 0 },
    data: new Set<string>(),
    writes: [],
  };
  Object.assign(window, { __walk: state });
  const keep = (value: unknown): void => {
    if (typeof value === 'string') {
      const text = value.trim();
      if (text) state.data.add(text);
    } else if (Array.isArray(value)) value.forEach(keep);
    else if (value && typeof value === 'object') Object.values(value).forEach(keep);
  };
  const calls = new WeakMap<XMLHttpRequest, string>();
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
    calls.set(this, `${args[0].toUpperCase()} ${String(args[1])}`);
    open.apply(this, args);
  } as XMLHttpRequest['open'];
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args) {
    const call = calls.get(this) ?? '';
    if (!/^(GET|HEAD|OPTIONS) /.test(call)) state.writes.push(call);
    state.inFlight += 1;
    this.addEventListener('loadend', () => {
      state.inFlight -= 1;
      if (this.responseType === '' || this.responseType === 'text' || this.responseType === 'json') {
        try {
          keep(this.responseType === 'json' ? this.response : JSON.parse(this.responseText));
        } catch {
          // Not JSON: nothing to keep.
        }
      }
    });
    send.apply(this, args);
  };
  new MutationObserver(() => {
    state.mutations += 1;
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

function storeSession([key, info]: readonly [string, string]) {
  if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, info);
  // The account name is a name, as if the server had sent it.
  const walk = (window as unknown as { __walk?: WalkState }).__walk;
  walk?.data.add((JSON.parse(info) as { userName: string }).userName);
}

/** A phone context for one role, signed in through the API when the role has an account. */
async function openRole(
  browser: Browser,
  request: APIRequestContext,
  role: Role,
  popupIds: readonly number[],
): Promise<Page> {
  const { defaultBrowserType: _type, ...phone } = devices['Pixel 7'];
  const context = await browser.newContext({
    ...phone,
    viewport: NARROW,
    screen: NARROW,
    deviceScaleFactor: 1,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
    reducedMotion: 'reduce',
  });
  await context.addInitScript(watchNetwork);
  // Home's popups are their own test; here home shows without them.
  await popupsAlreadySeen(context, popupIds);
  if (role !== 'guest') {
    const login = await apiLogin(request, ACCOUNTS[role]);
    // The seeded agents have contract offers pending; their prompts are their own test.
    if (await hasPendingContracts(request, login)) await quietContractPrompts(context);
    const info = {
      token: login.token,
      merchantCode: LUCKY_BAY.code,
      userName: login.userName,
      type: login.customerType,
    };
    await context.addInitScript(storeSession, [
      STORAGE_KEYS.session,
      JSON.stringify({ ...info, firstTimeLogin: false }),
    ] as const);
  }
  return context.newPage();
}

/** Everything the page logged as an error since the last call. */
function errorLog(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return () => errors.splice(0);
}

/** One role's page in one language, kept open for the worker's whole run. */
export interface Walker {
  page: Page;
  language: Language;
  /** The errors logged since the last call. */
  errors: () => string[];
  /** The next visit loads the page anew: a test arranged something for its own visits only. */
  reload: boolean;
}

export type Walkers = Record<Role, Record<Language, Walker>>;

interface WorkerFixtures {
  walkers: Walkers;
}

// A page per role and language: each stays in the language it started in, so going from route to
// route is a step inside the site (as a visitor takes it) instead of a new load of every script.
export const test = base.extend<object, WorkerFixtures>({
  walkers: [
    async ({ browser, playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const walkers = {} as Walkers;
      const popupIds = await seededPopupIds(request);
      for (const role of ROLES) {
        walkers[role] = {} as Record<Language, Walker>;
        for (const language of LANGUAGES) {
          const page = await openRole(browser, request, role, popupIds);
          walkers[role][language] = { page, language, errors: errorLog(page), reload: false };
        }
      }
      await use(walkers);
      await Promise.all(
        ROLES.flatMap((role) => LANGUAGES.map((language) => walkers[role][language].page.context().close())),
      );
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

/**
 * Goes to the route as the site's own links do (a history entry and the router told of it) when it
 * can: the page shows a page of the site, the route has another path (a new path remounts the page,
 * which is how the walk knows the new one is drawn), and nothing from the last visit is left that a
 * fresh load would not show (a dialog, a toast). Says whether it went.
 */
function stepTo(route: string): boolean {
  const walk = (window as unknown as { __walk?: WalkState }).__walk;
  if (!walk || !document.querySelector('[data-area]')) return false;
  if (new URL(route, location.href).pathname === location.pathname) return false;
  if (document.querySelector('[role="dialog"], [role="alertdialog"], [aria-modal="true"]')) return false;
  const said = [...document.querySelectorAll('[role="status"], [role="alert"]')].some((region) =>
    region.textContent?.trim(),
  );
  if (said) return false;
  // The page now on screen is marked, so that waiting ends only on the new one.
  for (const area of document.querySelectorAll('[data-area]')) area.setAttribute('data-walk-left', '');
  window.scrollTo(0, 0);
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  const index = (history.state as { idx?: number } | null)?.idx ?? 0;
  history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', route);
  window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  return true;
}

/**
 * Whether the page is drawn and quiet: a page of the site other than the last one, no API call in
 * flight, no loading notice, and no change to the document for a few frames in a row.
 */
function settled(loading: string): boolean {
  const walk = (window as unknown as { __walk?: WalkState }).__walk;
  if (!walk || walk.inFlight > 0 || !document.querySelector('[data-area]:not([data-walk-left])')) return false;
  const busy = [...document.querySelectorAll('[role="status"]')].some((region) =>
    region.textContent?.includes(loading),
  );
  if (busy || walk.calm.at !== walk.mutations) {
    walk.calm = { at: busy ? -1 : walk.mutations, frames: 0 };
    return false;
  }
  walk.calm.frames += 1;
  return walk.calm.frames >= 6;
}

/**
 * Opens a route in the walker's language and waits until the page is quiet. It steps there inside the
 * site when it can, and loads the page when `reload` asks (a test arranged the calls of a fresh load).
 */
export async function visit(walker: Walker, route: string, options: { reload?: boolean } = {}): Promise<void> {
  const { page, language } = walker;
  const settle = () =>
    page.waitForFunction(settled, t(language, 'common:loading'), { polling: 'raf', timeout: 15_000 });
  const load = async () => {
    await page.goto(`${route}${route.includes('?') ? '&' : '?'}lang=${language}`);
    await settle();
  };
  const stepped = !options.reload && !walker.reload && (await page.evaluate(stepTo, route));
  walker.reload = false;
  if (!stepped) return load();
  await settle();
  // A step that ends on another path is tried again as a load: the page the walk left may have sent
  // it there, and only the route's own redirect may make a test pass over a role.
  if (new URL(page.url()).pathname !== route.split('?')[0]) await load();
}

/** The calls since the last call that would change data on the server; renewing the session is reading. */
export async function writesOf(page: Page): Promise<string[]> {
  const writes = await page.evaluate(() => (window as unknown as { __walk: WalkState }).__walk.writes.splice(0));
  return writes.filter((call) => !call.endsWith(`${API_BASE}${PATHS.renew}`));
}

// The axe-core that @axe-core/playwright itself runs. It is put into each document once and run there
// directly: the builder puts it in again on every run and finishes each run in a new blank page.
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;

const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // The walk measures targets itself against 44 px, stricter than this rule's 24 px, and faster.
  rules: { 'target-size': { enabled: false } },
  // Only what fails: passes and open questions cost time and are not checked.
  resultTypes: ['violations'],
  // Each frame is run on its own, below.
  iframes: false,
};

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: Array<{ target: unknown[] }>;
}

async function axeIn(frame: Frame, include: string | undefined): Promise<AxeViolation[]> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  return frame.evaluate(
    async ([selector, options]) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const results = await axe.run(selector ? { include: [selector] } : document, options);
      return results.violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map(({ target }) => ({ target })),
      }));
    },
    [include, AXE_OPTIONS] as const,
  );
}

/** Serious and critical violations of the WCAG 2.2 A and AA rules, one line each, in the page and its frames. */
export async function axeProblems(page: Page, include?: string): Promise<string[]> {
  const violations = await axeIn(page.mainFrame(), include);
  if (!include) {
    for (const frame of page.frames().slice(1)) {
      // A frame gone or not yet able to run scripts has nothing to check, as the builder treats it.
      violations.push(...(await axeIn(frame, undefined).catch(() => [])));
    }
  }
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
