import { AGENT_TRANSACTION_TYPES, TRANSACTION_TYPES } from '@platform/shared/contract';
import { ACCOUNTS, expect, test } from '../../fixtures/test';
import { LANGUAGES, t } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  test(`the agent's transaction record lists only an agent's own kinds (${language})${turn()}`, async ({
    page,
    signIn,
  }) => {
    await signIn(ACCOUNTS.agent, language, '/m/transaction/record?types=A');
    await expect(page.getByRole('heading', { name: t(language, 'member:records.agent_title') })).toBeVisible();
    await page.getByRole('button', { name: t(language, 'member:records.range_30') }).click();

    const agentKinds = AGENT_TRANSACTION_TYPES.map((type) => t(language, `member:records.types.${type}`));
    const otherKinds = TRANSACTION_TYPES.filter(
      (type) => !(AGENT_TRANSACTION_TYPES as readonly string[]).includes(type),
    );
    const entries = page.getByRole('list', { name: t(language, 'member:records.entries') }).getByRole('listitem');
    // The seed pays agent01 team rebates and red-rain rewards over the last month.
    await expect(entries.first()).toBeVisible();
    await expect(entries.filter({ hasText: t(language, 'member:records.types.rebate') }).first()).toBeVisible();
    for (const text of await entries.locator('span > strong:first-child').allTextContents())
      expect(agentKinds).toContain(text);
    for (const type of otherKinds) {
      await expect(entries.getByText(t(language, `member:records.types.${type}`), { exact: true })).toHaveCount(0);
    }
    const filter = page.getByLabel(t(language, 'member:records.type'));
    await expect(filter.locator('option')).toHaveCount(AGENT_TRANSACTION_TYPES.length + 1);
  });
}
