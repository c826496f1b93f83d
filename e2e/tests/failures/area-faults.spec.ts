import { ACCOUNTS, expect, test } from '../../fixtures/test';
import {
  AREAS_UNDER_TEST,
  expectedErrors,
  FAULTS,
  injectFault,
  navigateInApp,
  type AreaUnderTest,
} from '../../fixtures/area-faults';
import { textsIn } from '../../fixtures/texts';

const en = textsIn('en');

// Every way an area can fail, each met by one area in turn, so every area fails at least once: how the
// host loads, times out and retries an area is one piece of code whatever the area (host/src/areas), and
// what differs by area (its frame, a sign-in first) each area meets here. Faults are injected in this page only (page.route),
// so these run in parallel with the rest; the 20 s manifest outlasts the host's 8 s area timeout.
FAULTS.forEach((fault, index) => {
  const subject = AREAS_UNDER_TEST[index % AREAS_UNDER_TEST.length] as AreaUnderTest;
  test.describe(`the ${subject.area} area`, () => {
    test(`${fault}: only it shows its panel, the rest works, and Retry recovers it`, async ({
      page,
      openSite,
      signIn,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(expectedErrors(subject.area));
      if (subject.agent) await signIn(ACCOUNTS.agent);
      const heal = await injectFault(page, subject.area, fault);
      const alerts = page.getByRole('alert').filter({ hasText: en.t('common:something_went_wrong') });
      const panel = page.locator(`[data-area="${subject.area}"]`).getByRole('alert');

      if (fault === 'a chunk 404 on navigation') {
        await openSite(subject.elsewhere.path);
        await expect(subject.elsewhere.ready(page)).toBeVisible();
        await navigateInApp(page, subject.path);
      } else {
        await openSite(subject.path);
      }
      await expect(panel).toContainText(en.t('common:something_went_wrong'), { timeout: 15_000 });
      await expect(alerts).toHaveCount(1);
      if (subject.nav) await expect(page.getByRole('navigation', { name: en.t('host:nav.label') })).toBeVisible();
      if (subject.header) await expect(page.getByRole('banner')).toBeVisible();

      // The rest of the site keeps working in this page, and the area still fails until it heals.
      await (subject.leave?.(page) ?? navigateInApp(page, subject.elsewhere.path));
      await expect(subject.elsewhere.ready(page)).toBeVisible();
      await expect(alerts).toHaveCount(0);
      await (subject.comeBack?.(page) ?? navigateInApp(page, subject.path));
      await expect(panel).toContainText(en.t('common:something_went_wrong'));

      await heal();
      await panel.getByRole('button', { name: en.t('common:retry') }).click();
      await expect(subject.ready(page)).toBeVisible({ timeout: 10_000 });
      await expect(alerts).toHaveCount(0);
    });
  });
});
