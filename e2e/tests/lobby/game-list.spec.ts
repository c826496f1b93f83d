import { API_BASE, PATHS } from '@platform/shared/contract';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { LANGUAGES, errorText, textsIn } from '../../fixtures/texts';
import { furthestGame, tileName } from './lobby-kit';
import { takeTurns } from '../../fixtures/languages';

const LIST_CALL = `${API_BASE}${PATHS.games.list}`;
const isListCall = (request: Request) => request.url().includes(LIST_CALL);
const UPGRADING = { status: 503, json: { errorCode: 'system.upgrading', message: 'upgrading' } };

/** The list calls the page makes from now on, with their queries. */
function listCalls(page: Page): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on('request', (request) => {
    if (isListCall(request)) calls.push(new URL(request.url()).searchParams);
  });
  return calls;
}

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);
  const slots = '/m/gameList?gameType=RNG';
  const games = (page: Page) => page.getByRole('list', { name: t('lobby:games.title') }).getByRole('listitem');
  const modes = (page: Page) => page.getByRole('tablist', { name: t('lobby:games.modes') });

  test(`choosing a provider leaves the hot mode and lists that provider (${language})${turn()}`, async ({
    page,
    openSite,
  }) => {
    await openSite(slots, language);
    await modes(page)
      .getByRole('tab', { name: t('lobby:games.mode.hot') })
      .click();
    await expect(modes(page).getByRole('tab', { name: t('lobby:games.mode.hot') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const calls = listCalls(page);
    const providers = page.getByRole('group', {
      name: t('lobby:games.vendors', { type: t('lobby:games.category.RNG') }),
    });
    await providers.getByRole('button', { name: 'PG Soft' }).click();
    await expect(modes(page).getByRole('tab', { name: t('lobby:games.mode.all') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(providers.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/vendor=PG/);
    await expect(page).not.toHaveURL(/dataType=/);
    await expect(games(page).first()).toBeVisible();
    expect(calls.at(-1)?.get('vassalage')).toBe('PG');
    expect(calls.at(-1)?.get('pageNo')).toBe('1');
  });

  test(`a filter whose code cannot load says so and opens on a retry (${language})${turn()}`, async ({
    page,
    openSite,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/chunk|Failed to load resource|ERR_INTERNET_DISCONNECTED|game-filter/i);
    const filterCode = /\/game-filter\.[^/]*\.(js|css)(\?|$)/;
    let refused = 0;
    await page.route(filterCode, (route) => {
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await openSite(slots, language);
    await expect(games(page).first()).toBeVisible();
    await page.getByRole('button', { name: t('lobby:filter.open') }).click();
    const notice = page.getByRole('dialog', { name: t('lobby:filter.title') });
    await expect(notice.getByRole('alert')).toHaveText(t('lobby:filter.load_failed'));
    expect(refused).toBeGreaterThan(0);
    await expect(games(page).first()).toBeVisible();

    await page.unroute(filterCode);
    await notice.getByRole('button', { name: t('common:retry') }).click();
    const sheet = page.getByRole('dialog', { name: t('lobby:filter.title') });
    await expect(sheet.getByRole('group', { name: t('lobby:filter.min_bet') })).toBeVisible();
    await expect(sheet.getByRole('alert')).toHaveCount(0);
  });

  test(`a first page that fails offers Retry, and so does a next page (${language})${turn()}`, async ({
    page,
    openSite,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 503/);
    let failing = true;
    await page.route(`**${LIST_CALL}?*`, (route) => (failing ? route.fulfill(UPGRADING) : route.fallback()));
    await openSite(slots, language);
    const reason = errorText(language, 'system.upgrading');
    await expect(page.getByText(reason)).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: t('common:retry') }).click();
    await expect(games(page).first()).toBeVisible();

    await page.unroute(`**${LIST_CALL}?*`);
    await page.route(`**${LIST_CALL}?*`, (route) =>
      new URL(route.request().url()).searchParams.get('pageNo') === '2' && failing
        ? route.fulfill(UPGRADING)
        : route.fallback(),
    );
    failing = true;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const alert = page.getByRole('alert').filter({ hasText: t('lobby:games.load_more_failed', { reason }) });
    await expect(alert).toBeVisible();
    // A failed page stops paging: scrolling on asks for nothing until Retry.
    const calls = listCalls(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(alert).toBeVisible();
    expect(calls).toHaveLength(0);
    failing = false;
    await alert.getByRole('button', { name: t('common:retry') }).click();
    await expect(alert).toHaveCount(0);
    await expect.poll(() => furthestGame(page)).toBeGreaterThan(26);
  });
}

test('a tile shows its drawn art, which prints no name, and the name once under it (ty)', async ({
  page,
  request,
  openSite,
}) => {
  const { t } = textsIn('ty');
  await openSite('/m/gameList?gameType=RNG', 'ty');
  const tile = page
    .getByRole('list', { name: t('lobby:games.title') })
    .getByRole('listitem')
    .first();
  const icon = tile.locator('img');
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
  const src = (await icon.getAttribute('src')) ?? '';
  expect(src).toMatch(/\/api\/art\/game\/\d+\.webp$/);
  const name = await tileName(tile);
  // The tile names the game in the page's language, once; the art (titled in English) prints nothing.
  await expect(tile.getByText(name, { exact: true })).toHaveCount(1);
  // The icon is a picture of the drawing at the same address as SVG; the drawing is what is read.
  const art = await (await request.get(src.replace(/\.webp$/, '.svg'))).text();
  const english = /<title>([^<]*)<\/title>/.exec(art)?.[1] ?? '';
  expect(english).not.toBe('');
  const drawn = art.replace(/<title>[^<]*<\/title>/, '');
  expect(drawn).not.toContain(english.slice(0, 12));
  expect(drawn).not.toContain(name);
});
