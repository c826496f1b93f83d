import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../fixtures/accounts';
import { LANGUAGES, textsIn } from '../../fixtures/texts';

/** The pages of the promotions half of the member area, each with a heading that says it is ready. */
const PAGES = [
  { path: '/m/activity', ready: 'member:activity.category.all' },
  { path: '/m/activityInfo?id=1&apply=1', ready: 'member:apply.title' },
  { path: '/m/rewardCenter', ready: 'member:rewards.title' },
  { path: '/m/member/benefits', ready: 'member:vip.levels' },
  { path: '/m/leaderBoard', ready: 'member:leaderboard.winners' },
  { path: '/m/inviteFriends', ready: 'member:invite.rules' },
] as const;

for (const language of LANGUAGES) {
  const { t } = textsIn(language);

  for (const { path, ready } of PAGES) {
    test(`${path} has no serious or critical axe violation (${language})`, async ({ page, signIn, member }) => {
      await signIn(member, language, path);
      await expect(page.getByText(t(ready), { exact: true }).first(), path).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include('[data-area="member"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}
