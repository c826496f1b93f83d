import type { Page, Route } from '@playwright/test';
import { API_BASE, GAME_PATHS, MEMBER_PATHS, PATHS } from '@platform/shared/contract';
import { expect, test } from '../../fixtures/test';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';

/** The budget for the summed layout-shift score of a page's load. */
const CLS_BUDGET = 0.02;

// Lighthouse's phone: the width its layout-shift figures are taken at.
// Home's seeded popup for a guest opens as it does for a visitor: it must open at its final size.
test.use({ viewport: { width: 412, height: 823 }, homePopups: true });

// The site's own start, step by step (the tests' pages come without their first screen unless they
// ask), as a visitor on a canary's side sees it; a page with its first screen in the HTML is measured
// in first-screen.spec.ts.

/** Sums the page's layout shifts that no input caused, from the document's start. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, {
      shiftTotal: async () => {
        // Shifts of the last frames are reported a frame later: let them through, then take them.
        for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
        add(observer.takeRecords());
        return shifts.total;
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { shiftTotal: () => Promise<number> }).shiftTotal());
}

/**
 * Holds the API's answers to the named calls until the test lets each through, so the page is seen in
 * its loading state and gets its data one answer at a time, in the test's order.
 */
async function holdAnswers<Name extends string>(page: Page, calls: Record<Name, string>) {
  const held = new Map<Name, Route[]>();
  const released = new Set<Name>();
  for (const [name, path] of Object.entries(calls) as Array<[Name, string]>) {
    held.set(name, []);
    await page.route(
      (url) => url.pathname === `${API_BASE}${path}`,
      (route) => (released.has(name) ? route.fallback() : void held.get(name)?.push(route)),
    );
  }
  /** Lets the call's answers through, once the page has asked. */
  return async (name: Name) => {
    await expect.poll(() => held.get(name)?.length ?? 0, { message: `the page asks for ${name}` }).toBeGreaterThan(0);
    released.add(name);
    await Promise.all((held.get(name) ?? []).map((route) => route.fallback()));
  };
}

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);
  const loading = t('common:loading');

  test(`home loads as a guest without moving what is on screen (${language})${turn()}`, async ({ page }) => {
    const shiftTotal = await watchShifts(page);
    const release = await holdAnswers(page, {
      announcements: PATHS.announcements,
      promotions: MEMBER_PATHS.promotions,
      hotGames: GAME_PATHS.hot,
      vendorTypes: GAME_PATHS.vendorGameTypes,
      hotMatches: GAME_PATHS.hotMatches,
    });
    await page.goto(`/m/home?lang=${language}`);
    await expect(page.getByRole('status').filter({ hasText: loading })).toBeAttached();
    await expect(page.getByRole('complementary', { name: t('common:responsible.label') })).toBeAttached();

    await release('announcements');
    const banners = page.getByRole('region', { name: t('lobby:home.banners') });
    await expect(banners.getByRole('img').first()).toBeVisible();
    const popup = page.getByRole('dialog');
    await expect(popup.locator('p').first()).toBeVisible();
    await release('promotions');
    await expect(page.getByRole('navigation', { name: t('lobby:home.side.label') })).toBeVisible();
    // The games come before the matches: the strip must not push them down when it comes.
    await release('hotGames');
    await release('vendorTypes');
    await release('hotMatches');
    await expect(page.getByRole('region', { name: t('lobby:home.hot_match.title') })).toBeAttached();
    const hotGames = page.getByRole('tabpanel', { name: t('lobby:games.category.HOT') });
    await expect(hotGames.getByRole('button').first()).toBeVisible();

    expect(await shiftTotal()).toBeLessThanOrEqual(CLS_BUDGET);
  });

  test(`the slots list loads as a guest without moving what is on screen (${language})${turn()}`, async ({ page }) => {
    const shiftTotal = await watchShifts(page);
    const release = await holdAnswers(page, {
      games: GAME_PATHS.list,
      menus: GAME_PATHS.menus,
      vendorTypes: GAME_PATHS.vendorGameTypes,
    });
    await page.goto(`/m/gameList?gameType=RNG&lang=${language}`);
    const results = page.getByRole('tabpanel', {
      name: t('lobby:games.results', { type: t('lobby:games.category.RNG') }),
    });
    await expect(results.getByText(loading)).toBeVisible();

    await release('games');
    await expect(results.getByRole('button').first()).toBeVisible();
    await release('menus');
    await expect(page.getByRole('tablist', { name: t('lobby:games.classifications') })).toBeVisible();
    await release('vendorTypes');
    await expect(page.getByRole('navigation', { name: t('lobby:games.categories') })).toBeVisible();
    await expect(
      page.getByRole('group', { name: t('lobby:games.vendors', { type: t('lobby:games.category.RNG') }) }),
    ).toBeVisible();

    expect(await shiftTotal()).toBeLessThanOrEqual(CLS_BUDGET);
  });
}
