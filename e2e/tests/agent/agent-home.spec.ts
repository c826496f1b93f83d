import { ACCOUNTS, expect, test } from '../../fixtures/test';
import { LANGUAGES, t } from '../../fixtures/texts';
import { TEAM_PLAYER, setMemberType } from './agent-fixtures';
import { takeTurns } from '../../fixtures/languages';

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
  });
}
