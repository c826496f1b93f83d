// The walk over every route: one browser context per role for the whole worker, signed in once through
// the API, at the narrowest phone width the product supports. A test per route reuses these pages.
import AxeBuilder from '@axe-core/playwright';
import { test as base, devices, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  API_BASE,
  ENCRYPTED_BODY_HEADERS,
  PATHS,
  importPublicKey,
  sealBody,
  type LoginValue,
  type PublicKeyValue,
} from '@platform/shared/contract';
// Plain data with no imports: the walk checks below that it visits every path the site has.
import { HOME_ALIASES, paths } from '../../../shared/src/config/paths';
import { ACCOUNTS } from '../../fixtures/test';
import { LANGUAGES, type Language } from '../../fixtures/texts';
import { withPopups } from '../lobby/home-kit';

export { expect, LANGUAGES, type Language };

export const ROLES = ['guest', 'member', 'agent'] as const;
export type Role = (typeof ROLES)[number];

/** The narrowest phone the site is drawn for. */
export const NARROW = { width: 360, height: 740 } as const;

/** Every route of the site, with the query a page needs to show its content. */
export const WALK_ROUTES: readonly string[] = [
  paths.home,
  paths.login,
  paths.register,
  paths.forget,
  paths.setPassword,
  paths.changePassword,
  paths.settings,
  paths.trial,
  paths.notice,
  paths.webEmail,
  paths.userAgreement,
  paths.maintenance,
  paths.service,
  paths.activity,
  `${paths.activityInfo}?id=1`,
  paths.gameLobby,
  `${paths.gameList}?gameType=RNG`,
  paths.lottery,
  paths.startLottery,
  paths.moreLottery,
  `${paths.launchGame}?nodeId=5001&vendor=JILI&pageBack=%2Fm%2Fhome`,
  paths.gameCenter,
  paths.slotsCenter,
  paths.deposit,
  paths.withdraw,
  paths.inviteFriends,
  paths.mine,
  paths.agent,
  paths.help,
  paths.download,
  paths.rewardCenter,
  paths.vipBenefits,
  paths.gameRecord,
  paths.transactionRecord,
  `${paths.transactionRecord}?types=A`,
  paths.securityCenter,
  paths.idVerification,
  paths.responsibleGaming,
  paths.depositRecord,
  paths.withdrawReport,
  paths.profitAndLoss,
  paths.upLineTransfer,
  paths.manualRebate,
  paths.leaderBoard,
  paths.rebateReport,
  `${paths.memberNotice}?types=A`,
  paths.agentRegister,
  paths.teamOverview,
  paths.teamPnl,
  paths.team,
  paths.teamBetting,
  paths.agentRebate,
  paths.teamRebate,
  paths.redRain,
  paths.agentDividend,
  paths.salaryContract,
  paths.dividendContract,
  paths.hourContract,
];

/** Second names of a page the walk opens under its first name. */
const SAME_PAGE: ReadonlySet<string> = new Set([
  paths.registerHtml,
  paths.message,
  paths.gameList,
  paths.memberHome,
  paths.helpDetail,
  ...HOME_ALIASES,
]);

const walked = new Set(WALK_ROUTES.map((route) => route.split('?')[0]));
const missing = Object.values(paths).filter((path) => !walked.has(path) && !SAME_PAGE.has(path));
if (missing.length > 0) throw new Error(`The walk misses ${missing.join(', ')}: add them to WALK_ROUTES.`);

const api = (path: string) => `${API_BASE}${path}`;

async function valueOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { value?: T };
  if (!response.ok() || body.value === undefined) throw new Error(`${response.url()}: ${JSON.stringify(body)}`);
  return body.value;
}

/** Signs in through the API, with the encrypted body the login page sends. */
async function apiLogin(request: APIRequestContext, account: { username: string; password: string }) {
  const headers = { Merchant: 'M001' };
  const key = await valueOf<PublicKeyValue>(await request.get(api(PATHS.publicKey), { headers }));
  const data = await sealBody(await importPublicKey(key), { type: 'username', ...account });
  return valueOf<LoginValue>(
    await request.post(api(PATHS.login), { data, headers: { ...headers, ...ENCRYPTED_BODY_HEADERS } }),
  );
}

// Counts the page's API calls in flight, and keeps every string the server sent: text that comes from
// the server (game, vendor and account names, announcement titles) is content, not the site's wording.
function watchNetwork() {
  const state = { inFlight: 0, mutations: 0, data: new Set<string>() };
  Object.assign(window, { __walk: state });
  const keep = (value: unknown): void => {
    if (typeof value === 'string') {
      const text = value.trim();
      if (text) state.data.add(text);
    } else if (Array.isArray(value)) value.forEach(keep);
    else if (value && typeof value === 'object') Object.values(value).forEach(keep);
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args) {
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

function storeSession(info: string) {
  if (!sessionStorage.getItem('MC_SESSION_INFO')) sessionStorage.setItem('MC_SESSION_INFO', info);
  // The account name is a name, as if the server had sent it.
  const walk = (window as unknown as { __walk?: { data: Set<string> } }).__walk;
  walk?.data.add((JSON.parse(info) as { userName: string }).userName);
}

/** A phone context for one role, signed in through the API when the role has an account. */
async function openRole(browser: Browser, request: APIRequestContext, role: Role): Promise<Page> {
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
  if (role !== 'guest') {
    const login = await apiLogin(request, ACCOUNTS[role]);
    const info = { token: login.token, merchantCode: 'M001', userName: login.userName, type: login.customerType };
    await context.addInitScript(storeSession, JSON.stringify({ ...info, firstTimeLogin: false }));
  }
  const page = await context.newPage();
  // Home's popups are their own test; here home shows without them.
  await withPopups(page, []);
  return page;
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

export interface Walker {
  page: Page;
  /** The errors logged since the last call. */
  errors: () => string[];
}

interface WorkerFixtures {
  walkers: Record<Role, Walker>;
}

export const test = base.extend<object, WorkerFixtures>({
  walkers: [
    async ({ browser, playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const walkers = {} as Record<Role, Walker>;
      for (const role of ROLES) {
        const page = await openRole(browser, request, role);
        walkers[role] = { page, errors: errorLog(page) };
      }
      await use(walkers);
      await Promise.all(ROLES.map((role) => walkers[role].page.context().close()));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

/**
 * Opens a route in a language and waits until the page is quiet: no API call in flight and no change
 * to the document for a few frames in a row.
 */
export async function visit(page: Page, route: string, language: Language): Promise<void> {
  await page.goto(`${route}${route.includes('?') ? '&' : '?'}lang=${language}`);
  await page.waitForFunction(
    () => {
      const walk = (window as unknown as { __walk?: { inFlight: number; mutations: number; calm?: number } }).__walk;
      if (!walk || walk.inFlight > 0 || !document.querySelector('[data-area]')) return false;
      const seen = `${walk.mutations}`;
      const calm = (window as unknown as { __calm?: { seen: string; frames: number } }).__calm;
      if (!calm || calm.seen !== seen) {
        Object.assign(window, { __calm: { seen, frames: 0 } });
        return false;
      }
      calm.frames += 1;
      return calm.frames >= 6;
    },
    undefined,
    { polling: 'raf', timeout: 15_000 },
  );
}

/** Serious and critical violations of the WCAG 2.2 A and AA rules, one line each. */
export async function axeProblems(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // The walk measures targets itself against 44 px, stricter than this rule's 24 px, and faster.
    .disableRules(['target-size'])
    // Only what fails: passes and open questions cost time and are not checked.
    .options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
