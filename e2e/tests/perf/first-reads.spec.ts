import type { Route } from '@playwright/test';
import { API_BASE, GAME_PATHS, type GameListValue } from '@platform/shared/contract';
import { expect, test } from '../../fixtures/test';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';

// Lighthouse's phone: three columns of tiles, the first row above the fold. Without the offline
// worker: on a first visit it takes the page over part-way, after which Chromium's memory cache no
// longer serves what was fetched before, and the icons are read again from the HTTP cache.
test.use({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });

/** The game list page's own code, as its area exposes it. */
const LIST_PAGE_CODE = /__federation_expose_GameListPage\.[0-9a-f]+\.js$/;

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);

  test(`the slots list asks for its games and first icons before the lobby's code is in, each once (${language})${turn()}`, async ({
    page,
  }) => {
    const held: Route[] = [];
    await page.route(LIST_PAGE_CODE, (route) => void held.push(route));
    const isList = (url: URL) => url.pathname === `${API_BASE}${GAME_PATHS.list}`;
    let listAsked = 0;
    page.on('request', (request) => {
      if (isList(new URL(request.url()))) listAsked += 1;
    });
    const listAnswer = page.waitForResponse((response) => isList(new URL(response.url())));

    await page.goto(`/m/gameList?gameType=RNG&lang=${language}`);
    const { games } = ((await (await listAnswer).json()) as { value: GameListValue }).value;
    const firstRow = games.slice(0, 3).map((game) => new URL(game.iconUrl, page.url()).href);
    expect(firstRow).toHaveLength(3);
    // Every icon of the first row arrives while the page's code is still held.
    await expect
      .poll(() =>
        page.evaluate(
          (icons) => icons.filter((icon) => performance.getEntriesByName(icon).length > 0).length,
          firstRow,
        ),
      )
      .toBe(3);
    await expect.poll(() => held.length, { message: "the page's code is asked for" }).toBeGreaterThan(0);
    await page.unroute(LIST_PAGE_CODE);
    await Promise.all(held.map((route) => route.fallback()));

    const results = page.getByRole('tabpanel', {
      name: t('lobby:games.results', { type: t('lobby:games.category.RNG') }),
    });
    for (const icon of firstRow) {
      await expect(results.locator(`img[src="${new URL(icon).pathname}"]`)).toBeVisible();
    }
    // Drawn from what the host fetched: neither the list nor an icon was asked for again.
    expect(listAsked).toBe(1);
    expect(
      await page.evaluate((icons) => icons.map((icon) => performance.getEntriesByName(icon).length), firstRow),
    ).toEqual([1, 1, 1]);
  });
}
