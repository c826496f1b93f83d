import { ACCOUNTS, expect, submitLogin, test } from '../../fixtures/test';
import { LANGUAGES, t } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  test.describe(`agent team (${language})`, () => {
    test(`drills two levels down the team and back up by the breadcrumb${turn()}`, async ({ page, signIn }) => {
      await signIn(ACCOUNTS.agent, language, '/m/member/team');
      const crumbs = page.getByRole('navigation', { name: t(language, 'agent:members.breadcrumb') });
      const drill = (account: string, count: number) =>
        page.getByRole('button', { name: t(language, 'agent:members.downline', { account, count }) });

      await drill('sub1a01', 12).click();
      await expect(crumbs).toContainText('sub1a01');
      await drill('sub2a01', 6).click();
      await expect(crumbs.getByText('sub2a01')).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(t(language, 'agent:members.results', { count: 6 }))).toBeVisible();

      await crumbs.getByRole('button', { name: 'sub1a01' }).click();
      await expect(crumbs.getByText('sub1a01')).toHaveAttribute('aria-current', 'page');
      await crumbs.getByRole('button', { name: 'agent01' }).click();
      await expect(drill('sub1a01', 12)).toBeVisible();
      await expect(crumbs.getByText('agent01')).toHaveAttribute('aria-current', 'page');
    });

    test(`opens an account that can log in at once${turn()}`, async ({ page, browser, signIn }) => {
      const account = `op${Date.now().toString(36).slice(-7)}${language}`;
      await signIn(ACCOUNTS.agent, language, '/m/agentRegister');
      await page.getByLabel(t(language, 'agent:open_account.account'), { exact: true }).fill(account);
      await page.getByLabel(t(language, 'agent:open_account.password'), { exact: true }).fill('abc12345');
      await page.getByLabel(t(language, 'agent:open_account.rebate'), { exact: true }).fill('0.5');
      await page.getByRole('button', { name: t(language, 'agent:open_account.submit') }).click();
      await expect(page.getByText(t(language, 'agent:open_account.created', { account }))).toBeVisible();

      const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
      try {
        const second = await other.newPage();
        await second.goto(`/m/login?lang=${language}`);
        await submitLogin(second, language, account, 'abc12345');
        await expect(second).toHaveURL(/\/m\/home/);
      } finally {
        await other.close();
      }
    });
  });
}
