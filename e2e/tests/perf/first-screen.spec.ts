// The first screen arrives in the HTML: home's copy, for each merchant and language, holds the header
// in that language and the first banner as a real image, before any script has run; and a signed-in
// member, whose page the copy is not, never sees a frame of the guest's header.
import type { APIRequestContext } from '@playwright/test';
import { ANNOUNCEMENT_QUERY } from '@platform/shared/config/constants';
import { API_BASE, HEADERS, PATHS, type AnnouncementList } from '@platform/shared/contract';
import { expect, test, ACCOUNTS } from '../../fixtures/test';
import { GOLDEN_REEF, LUCKY_BAY, siteOrigin } from '../../fixtures/merchants';
import { api, valueOf } from '../../fixtures/platform-api';
import { takeTurns } from '../../fixtures/languages';
import { LANGUAGES, t, type Language } from '../../fixtures/texts';

/** The copies are taken when the site starts (scripts/lib/first-screen-capture.ts): a page may come before them. */
const COPIES_TAKEN_MS = 90_000;

/** Home's HTML as the server sends it to a new visitor in a language, once its copy is taken. */
async function homeHtml(request: APIRequestContext, hostname: string, language: Language): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        // This machine's resolver may not know the merchant's name: the server is asked for it by Host.
        const response = await request.get(`${siteOrigin()}/m/home`, {
          headers: { Cookie: `m_lang=${language}`, Host: new URL(siteOrigin(hostname)).host },
        });
        html = await response.text();
        return html.includes('<div id="first-screen"');
      },
      { timeout: COPIES_TAKEN_MS, message: 'the page comes with its first screen' },
    )
    .toBe(true);
  return html;
}

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
      expect(header).toContain(`src="${API_BASE}${PATHS.art('logo', merchant.code)}"`);
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

test('a signed-in member sees no frame of the guest header, from the first byte on', async ({
  page,
  signIn,
  request,
}) => {
  test.setTimeout(COPIES_TAKEN_MS + 30_000);
  // The copy exists (the guest's, in English), so the member's page comes with it and must not show it.
  await homeHtml(request, LUCKY_BAY.hostname, 'en');
  // Watches the document from its first node: every change is checked before the browser can paint it.
  await page.addInitScript(() => {
    const seen = { copies: 0, guestHeaders: [] as string[] };
    const guestLinks = 'header a[href$="/m/login"], header a[href$="/m/register"]';
    const check = () => {
      const copy = document.getElementById('first-screen');
      if (copy) {
        seen.copies += 1;
        if (getComputedStyle(copy).display !== 'none') seen.guestHeaders.push('the guest copy is shown');
      }
      for (const link of document.querySelectorAll(guestLinks)) {
        if (link.checkVisibility({ visibilityProperty: true })) seen.guestHeaders.push(link.outerHTML);
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
    Object.assign(window, { firstScreenWatch: seen });
  });
  await signIn(ACCOUNTS.member, 'en');
  await expect(page.getByTestId('header-member')).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-first-screen', 'ready');
  const seen = await page.evaluate(
    () => (window as unknown as { firstScreenWatch: { copies: number; guestHeaders: string[] } }).firstScreenWatch,
  );
  expect(seen.copies, 'the page came with the guest copy, which the watch saw').toBeGreaterThan(0);
  expect(seen.guestHeaders).toEqual([]);
  expect(await page.locator('html').getAttribute('data-first-screen')).toBe('off');
});
