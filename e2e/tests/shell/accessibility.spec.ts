// Axe and the 44 px tap targets are checked on every route, in both languages, by the walk
// (tests/walk). What it cannot see is where the keyboard's focus lands as it moves.
import { expect, test } from '../../fixtures/test';

test('keyboard focus is never hidden under the header or the bottom navigation', async ({ page, openSite }) => {
  await openSite('/m/mine');
  await expect(page.locator('[data-area="member"]').getByRole('heading', { level: 1 })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 300 });
  const hidden: string[] = [];
  for (let step = 0; step < 20; step += 1) {
    await page.keyboard.press('Tab');
    const report = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      // Whatever is drawn near the focused element's top and bottom edges must be the element itself.
      const x = box.left + box.width / 2;
      const points = [
        [x, box.top + box.height * 0.2],
        [x, box.bottom - box.height * 0.2],
      ] as const;
      const covered = points.some(([x, y]) => {
        const top = document.elementFromPoint(x, y);
        return top !== null && top !== focused && !focused.contains(top);
      });
      return covered
        ? `${focused.tagName} ${focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? ''}`
        : null;
    });
    if (report) hidden.push(report);
  }
  expect(hidden).toEqual([]);
});
