import { expect, test } from '../../fixtures/test';
import { textsIn } from '../../fixtures/texts';
import { DOM_LIMIT } from './lobby-kit';

const SLOTS = 2000;

// The list's length and its DOM do not depend on the language, and scrolling all of it takes most of
// a minute: it is walked once, in Tagalog, the site's default. The list's words and its paging are
// checked in both languages in game-list.spec.ts.
const language = 'ty' as const;
const { t } = textsIn(language);

test(`a guest scrolls through all ${SLOTS} slots and the page stays under ${DOM_LIMIT} elements (${language})`, async ({
  page,
  openSite,
}) => {
  // 77 pages of 26, each drawn and counted; slow on a busy machine.
  test.setTimeout(150_000);
  // The list asks for a page at most once a second (spec §9); the test moves the page's clock on
  // instead of waiting those 77 seconds.
  await page.clock.install();
  await openSite('/m/gameList?gameType=RNG', language);
  const list = page.getByRole('list', { name: t('lobby:games.title') });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // The list says from its first page how many games it holds, though it draws a few rows only.
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(SLOTS));

  // One step: scroll to the bottom, then count the page's elements and the games loaded so far
  // (the furthest game drawn: at the bottom, the last one loaded).
  const scrollDown = () =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const tiles = document.querySelectorAll('[role="list"] [role="listitem"]');
      return {
        elements: document.getElementsByTagName('*').length,
        loaded: Number(tiles[tiles.length - 1]?.getAttribute('aria-posinset') ?? 0),
      };
    });
  let largest = 0;
  let loaded = 0;
  while (loaded < SLOTS) {
    const before = loaded;
    await expect
      .poll(
        async () => {
          const step = await scrollDown();
          largest = Math.max(largest, step.elements);
          loaded = step.loaded;
          if (loaded === before) await page.clock.fastForward(1000);
          return loaded;
        },
        { intervals: [50] },
      )
      .toBeGreaterThan(before);
    expect(largest, `elements in the page with ${loaded} games loaded`).toBeLessThan(DOM_LIMIT);
  }

  expect(loaded).toBe(SLOTS);
  const step = await scrollDown();
  expect(step.elements).toBeLessThan(DOM_LIMIT);
  await expect(list.locator(`[aria-posinset="${SLOTS}"]`)).toBeVisible();
  // Nothing after the last page: more time asks for nothing more.
  await page.clock.fastForward(2000);
  await expect(page.getByText(t('lobby:games.loading_more'))).toHaveCount(0);
  expect((await scrollDown()).loaded).toBe(SLOTS);
});
