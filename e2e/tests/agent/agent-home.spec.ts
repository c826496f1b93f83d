import { ACCOUNTS, expect, test } from '../../fixtures/test';
import { patchStartup } from '../../fixtures/startup';
import { LANGUAGES, t } from '../../fixtures/texts';
import { TEAM_PLAYER, manilaNoonDaysAgo, setMemberType } from './agent-fixtures';
import { takeTurns } from '../../fixtures/languages';

// Manila is UTC+8: these instants are 09:30, 13:30, 16:30 and 21:30 there.
const BANDS = [
  { key: 'morning', at: '2026-01-05T01:30:00.000Z' },
  { key: 'early_afternoon', at: '2026-01-05T05:30:00.000Z' },
  { key: 'late_afternoon', at: '2026-01-05T08:30:00.000Z' },
  { key: 'evening', at: '2026-01-05T13:30:00.000Z' },
] as const;

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  test.describe(`agent home (${language})`, () => {
    test(`sends type 0, 4 and 40 members to home${turn()}`, async ({ page, signIn, request }) => {
      // Three sign-ins, each with its login-time checks, in one test.
      test.slow();
      await setMemberType(request, TEAM_PLAYER.username, 4);
      try {
        for (const account of [ACCOUNTS.member, ACCOUNTS.player40, TEAM_PLAYER]) {
          await page.context().clearCookies();
          await page
            .evaluate(() => {
              sessionStorage.clear();
              localStorage.clear();
            })
            .catch(() => undefined);
          await signIn(account, language, '/m/agent');
          await expect(page).toHaveURL(/\/m\/home/);
          await expect(page.getByRole('navigation', { name: t(language, 'agent:home.menu') })).toHaveCount(0);
        }
      } finally {
        await setMemberType(request, TEAM_PLAYER.username, 0);
      }
    });

    test(`greets by the hour in Manila${turn()}`, async ({ page, signIn, openSite }) => {
      await signIn(ACCOUNTS.agent, language);
      for (const band of BANDS) {
        await page.clock.setFixedTime(new Date(band.at));
        await openSite('/m/agent', language);
        await expect(page.getByText(t(language, `agent:home.greeting.${band.key}`), { exact: true })).toBeVisible();
      }
    });

    test(`shows the seed's team counters for a fixed day${turn()}`, async ({ page, signIn, openSite }) => {
      await signIn(ACCOUNTS.agent, language);
      // Seven days back: the seed's figures for that day do not depend on when it ran (agent-team.ts).
      await page.clock.setFixedTime(manilaNoonDaysAgo(7));
      await openSite('/m/agent', language);
      const figure = (key: string) =>
        page
          .getByRole('term')
          .filter({ hasText: t(language, `agent:home.counters.${key}`) })
          .locator('xpath=following-sibling::dd');
      await expect(figure('logged_in')).toHaveText('41');
      await expect(figure('betting')).toHaveText('20');
      await expect(figure('registered')).toHaveText('3');
      // Online users are the team's live sessions now, whatever the day: other tests sign members in.
      await expect(figure('online')).toHaveText(/^\d+$/);
    });

    test(`hides a menu entry the merchant turns off, never customer service${turn()}`, async ({
      page,
      signIn,
      openSite,
    }) => {
      const menu = page.getByRole('navigation', { name: t(language, 'agent:home.menu') });
      const overview = menu.getByRole('button', { name: t(language, 'agent:home.nav.overview') });
      const service = menu.getByRole('button', { name: t(language, 'agent:home.nav.service') });
      await signIn(ACCOUNTS.agent, language, '/m/agent');
      await expect(overview).toBeVisible();
      await expect(service).toBeVisible();

      await patchStartup(page, (startup) => ({
        ...startup,
        whitelabel: { ...startup.whitelabel, AGETEAMOVER3: false },
      }));
      await openSite('/m/agent', language);
      await expect(service).toBeVisible();
      await expect(menu.getByRole('button', { name: t(language, 'agent:home.nav.members') })).toBeVisible();
      await expect(overview).toHaveCount(0);
    });
  });
}
