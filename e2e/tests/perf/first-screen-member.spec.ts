// A signed-in member gets home's copy (a guest's page) without its guest parts: the watch below sees
// every change to the document and every frame from the first byte, and no guest header in any.
import { expect, test, ACCOUNTS } from '../../fixtures/test';
import { LUCKY_BAY } from '../../fixtures/merchants';
import { COPIES_TAKEN_MS, homeHtml } from '../../fixtures/first-screen';
import { testLaunchOptions } from '../../playwright.config';

// The watch opens the copy with a route, and Chromium takes a document a route answered for one from
// the public internet, whose calls to this machine's other ports (the areas) it refuses.
test.use({
  firstScreens: true,
  launchOptions: {
    ...testLaunchOptions,
    args: [...testLaunchOptions.args, '--disable-features=LocalNetworkAccessChecks'],
  },
});

test("a signed-in member gets home's copy without the guest header: not a frame of it, from the first byte on", async ({
  page,
  signIn,
  request,
}) => {
  test.setTimeout(COPIES_TAKEN_MS + 30_000);
  // The copy exists (the guest's, in English), so the member's page comes with it, minus its guest parts.
  await homeHtml(request, LUCKY_BAY.hostname, 'en');
  // The copy is in a closed shadow root, which no script can read. Here alone it is opened, as sent
  // otherwise, so that the watch can look into it.
  await page.route(
    (url) => url.pathname === '/m/home',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('shadowrootmode="closed"', 'shadowrootmode="open"');
      await route.fulfill({ response, body: html });
    },
  );
  // Watches the document from its first node and every frame: each change is checked before the
  // browser can paint it.
  await page.addInitScript(() => {
    const seen = { copies: 0, shown: 0, guestHeaders: [] as string[] };
    const guestLinks = 'header a[href$="/m/login"], header a[href$="/m/register"]';
    const check = () => {
      const copy = document.getElementById('first-screen');
      const places: ParentNode[] = [document];
      if (copy) {
        seen.copies += 1;
        if (getComputedStyle(copy).display !== 'none') seen.shown += 1;
        if (copy.shadowRoot) places.push(copy.shadowRoot);
      }
      for (const place of places) {
        for (const link of place.querySelectorAll(guestLinks)) {
          if (link.checkVisibility({ visibilityProperty: true })) seen.guestHeaders.push(link.outerHTML);
        }
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
    const everyFrame = () => {
      check();
      if (document.getElementById('first-screen')) requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
    Object.assign(window, { firstScreenWatch: seen });
  });
  await signIn(ACCOUNTS.member, 'en');
  await expect(page.getByTestId('header-member')).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-first-screen', 'ready');
  const seen = await page.evaluate(
    () =>
      (window as unknown as { firstScreenWatch: { copies: number; shown: number; guestHeaders: string[] } })
        .firstScreenWatch,
  );
  expect(seen.copies, 'the page came with the guest copy, which the watch saw').toBeGreaterThan(0);
  expect(seen.shown, 'the copy was on screen for the member').toBeGreaterThan(0);
  expect(seen.guestHeaders).toEqual([]);
  expect(await page.locator('html').getAttribute('data-first-screen')).toBe('member');
});
