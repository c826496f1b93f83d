// The first screen arrives in the HTML: home's copy, for each merchant and language, holds the header
// in that language and the first banner as a real image, before any script has run, and the page takes
// over from it without moving anything. (What a member gets: first-screen-member.spec.ts.)
import type { APIRequestContext } from '@playwright/test';
import { ANNOUNCEMENT_QUERY } from '@platform/shared/config/constants';
import { API_BASE, HEADERS, PATHS, type AnnouncementList } from '@platform/shared/contract';
import { expect, test } from '../../fixtures/test';
import { GOLDEN_REEF, LUCKY_BAY } from '../../fixtures/merchants';
import { COPIES_TAKEN_MS, homeHtml } from '../../fixtures/first-screen';
import { api, valueOf } from '../../fixtures/platform-api';
import { takeTurns } from '../../fixtures/languages';
import { LANGUAGES, t, type Language } from '../../fixtures/texts';

/** The merchant's first banner in a language, as the API gives it to the page. */
async function firstBanner(request: APIRequestContext, merchant: string, language: Language) {
  const query = new URLSearchParams({ ...ANNOUNCEMENT_QUERY.home });
  const value = await valueOf<AnnouncementList>(
    await request.get(`${api(PATHS.announcements)}?${query}`, {
      headers: { [HEADERS.merchant]: merchant, [HEADERS.language]: language.toUpperCase() },
    }),
  );
  const banner = value.list.find((item) => item.type === 'B' && item.url);
  if (!banner?.url) throw new Error(`${merchant} has no banner to show`);
  return banner;
}

// These tests are about the first screen: their pages come with it.
test.use({ firstScreens: true });

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

for (const merchant of [LUCKY_BAY, GOLDEN_REEF]) {
  test(`home's HTML holds the header and the first banner of ${merchant.code}, in Tagalog and English`, async ({
    request,
  }) => {
    test.setTimeout(COPIES_TAKEN_MS + 30_000);
    for (const language of LANGUAGES) {
      const html = await homeHtml(request, merchant.hostname, language);
      const copy = html.slice(html.indexOf('<div id="first-screen"'), html.indexOf('<div id="root">'));
      // Read as the browser reads the HTML, before any script: the language, the header, the banner.
      expect(html).toMatch(new RegExp(`<html lang="${language === 'ty' ? 'tl' : 'en'}"`));
      const header = copy.slice(copy.indexOf('<header'), copy.indexOf('</header>'));
      expect(header).toContain(`>${escapeHtml(t(language, 'host:header.login'))}</a>`);
      expect(header).toContain(`src="${API_BASE}${PATHS.art('logo', merchant.code, 'webp')}"`);
      const banner = await firstBanner(request, merchant.code, language);
      const image = new RegExp(`<img [^>]*src="${banner.url?.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}"[^>]*>`).exec(
        copy,
      )?.[0];
      expect(image, 'the first banner is an image in the HTML').toBeTruthy();
      expect(image).toContain('fetchpriority="high"');
      expect(image).toMatch(/width="750"/);
      expect(image).toMatch(/height="300"/);
      expect(image).toContain(`alt="${escapeHtml(banner.title)}"`);
    }
  });
}

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  test(`a guest's home takes over from its first screen without moving anything (${language})${turn()}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(COPIES_TAKEN_MS + 30_000);
    await homeHtml(request, LUCKY_BAY.hostname, language);
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { shifts });
    });
    await page.goto(`/m/home?lang=${language}`);
    await expect(page.locator('#first-screen')).toBeAttached();
    await expect(page.locator('#root')).toHaveAttribute('data-first-screen', 'ready');
    await expect(page.locator('#first-screen')).toHaveCount(0);
    // The page that took over is the site's own, in the same language, working.
    await expect(page.getByRole('link', { name: t(language, 'host:header.login') })).toBeVisible();
    const banners = page.getByRole('region', { name: t(language, 'lobby:home.banners') });
    await expect(banners.getByRole('img').first()).toBeVisible();
    for (let frame = 0; frame < 2; frame += 1) await page.evaluate(() => new Promise(requestAnimationFrame));
    const total = await page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);
    expect(total).toBeLessThanOrEqual(0.02);
  });
}
