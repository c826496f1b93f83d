// Every place that renders server text, and every page's URL parameters, fed the XSS corpus: nothing
// runs, nothing dangerous is left in the document, and the page does not throw.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  API_BASE,
  MEMBER_PATHS,
  MEMBER_TEST_PATHS,
  PROMO_PATHS,
  type ActivitySummary,
  type MessageDetail,
  type NoticeList,
} from '@platform/shared/contract';
import { expect, test } from '../../fixtures/accounts';
import { MARK, VECTORS, everyVector, poisonApi, watchForXss } from './xss-kit';
import { LUCKY_BAY } from '../../fixtures/merchants';

const HEADERS = { Merchant: LUCKY_BAY.code, Language: 'EN' };
const api = (path: string) => `${API_BASE}${path}`;

async function valueOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), response.url()).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

async function firstActivity(request: APIRequestContext): Promise<number> {
  const list = await valueOf<ActivitySummary[]>(await request.get(api(PROMO_PATHS.activities), { headers: HEADERS }));
  const first = list[0];
  if (!first) throw new Error(`The seed has no promotion for ${LUCKY_BAY.code}.`);
  return first.id;
}

async function firstNotice(request: APIRequestContext): Promise<number> {
  const notices = await valueOf<NoticeList>(
    await request.get(api(MEMBER_PATHS.notices), { params: { types: 'PL,H' }, headers: HEADERS }),
  );
  const first = notices.list[0];
  if (!first) throw new Error(`The seed has no notice for ${LUCKY_BAY.code}.`);
  return first.id;
}

/** Opens a page whose server answers are poisoned, waits until poisoned text shows, and reads the detector. */
async function expectNothingRan(page: Page, paths: string[]) {
  const detector = await watchForXss(page);
  await poisonApi(page);
  for (const path of paths) {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
    await expect(page.getByText(new RegExp(MARK)).first()).toBeVisible({ timeout: 15_000 });
    expect(await detector.findings(), path).toEqual([]);
  }
}

test.describe('server text', () => {
  // Broken images and refused resources are the corpus at work; only a thrown error would matter here.
  test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(/./));

  const GUEST_PAGES: [string, (request: APIRequestContext) => Promise<string>][] = [
    ['home: banners, marquee, popups, hot matches and popular games', async () => '/m/home'],
    ['the notice list', async () => '/m/notice'],
    ['a notice', async (request) => `/m/notice?id=${await firstNotice(request)}`],
    ['help', async () => '/m/help'],
    ['the promotion list', async () => '/m/activity'],
    ['a promotion', async (request) => `/m/activityInfo?id=${await firstActivity(request)}`],
    ['the RNG game list', async () => `/m/gameList?gameType=RNG`],
    ['the lottery list', async () => '/m/lottery'],
  ];
  for (const [place, pathOf] of GUEST_PAGES) {
    test(`${place} runs none of ${VECTORS.length} vectors`, async ({ page, request }) => {
      await expectNothingRan(page, [await pathOf(request)]);
    });
  }

  test('the inbox and a message run no vector for a member', async ({ page, request, member, signIn }) => {
    const posted = await request.post(api(MEMBER_TEST_PATHS.messages), {
      data: {
        merchantCode: LUCKY_BAY.code,
        account: member.username,
        title: { ty: `${MARK} <img src=x onerror=__xssHit(1)>`, en: `${MARK} <img src=x onerror=__xssHit(1)>` },
        content: { ty: everyVector(), en: everyVector() },
      },
    });
    const message = await valueOf<MessageDetail>(posted);
    await signIn(member, 'en');
    await expectNothingRan(page, ['/m/webEmail', `/m/message?id=${message.id}`]);
  });
});

/** Query parameters some page reads; each gets its own vector. */
const PARAMS = [
  'gameType',
  'vendor',
  'keyword',
  'dataType',
  'classify',
  'id',
  'i',
  'types',
  'category',
  'order',
  'type',
  'apply',
  'account',
  'affiliateCode',
  'code',
  'inviteCode',
  'pageBack',
  'gameId',
  'url',
  'redirect',
];

const ROUTES_WITH_PARAMS = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/gameList',
  '/m/gameLobby',
  '/m/gameCenter',
  '/m/launchGame',
  '/m/startLottery',
  '/m/activity',
  '/m/activityInfo',
  '/m/help',
  '/m/notice',
  '/m/service',
  '/m/member/team',
];

test.describe('URL parameters', () => {
  test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(/./));

  for (const route of ROUTES_WITH_PARAMS) {
    test(`${route} runs no vector from its query`, async ({ page, openSite, baseURL }) => {
      const detector = await watchForXss(page);
      const search = new URLSearchParams(PARAMS.map((name, n) => [name, VECTORS[n * 3] ?? '']));
      await openSite(`${route}?${search.toString()}`, 'en');
      await expect(page.getByRole('main')).toBeVisible();
      expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
      expect(await detector.findings()).toEqual([]);
    });
  }
});
