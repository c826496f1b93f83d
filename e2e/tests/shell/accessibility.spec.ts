import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { LANGUAGES, t, type Language } from '../../fixtures/texts';

const PAGES = [
  { path: '/m/home', ready: (page: Page) => page.locator('[data-area="lobby"]').getByRole('img').first() },
  {
    path: '/m/login',
    ready: (page: Page, language: Language) => page.getByLabel(t(language, 'accounts:login.username'), { exact: true }),
  },
  { path: '/m/mine', ready: (page: Page) => page.locator('[data-area="member"]').getByRole('heading', { level: 1 }) },
];

for (const language of LANGUAGES) {
  for (const { path, ready } of PAGES) {
    test(`${path} has no serious or critical axe violation and 44 px tap targets (${language})`, async ({
      page,
      openSite,
    }) => {
      await openSite(path, language);
      await expect(ready(page, language)).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);

      const small = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'button, a[href], select, [role="button"], input:not([type="checkbox"]):not([type="radio"])',
          ),
        ]
          .filter((element) => element.offsetParent !== null && !element.closest('[aria-hidden="true"]'))
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.right > 0 && box.bottom > 0 && (box.width < 44 || box.height < 44))
          .map(
            ({ element, box }) =>
              `${element.tagName} "${element.getAttribute('aria-label') ?? element.textContent?.trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          ),
      );
      expect(small).toEqual([]);
    });
  }
}

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
