import { CONTRACT_KINDS } from '@platform/shared/contract';
import { expect, test } from '../../fixtures/test';
import { LANGUAGES, t } from '../../fixtures/texts';
import { SUB_AGENT, offerContract, pendingContractsAnswered } from './agent-fixtures';

const ROUTES = {
  salary: /\/m\/member\/agent\/getSalaryContract/,
  dividend: /\/m\/member\/agent\/getDevidendContract/,
  hourly: /\/m\/member\/agent\/getHourContract/,
} as const;

for (const language of LANGUAGES) {
  for (const kind of CONTRACT_KINDS) {
    test(`prompts for a pending ${kind} contract until it is accepted (${language})`, async ({
      page,
      request,
      signIn,
      openSite,
    }) => {
      await offerContract(request, SUB_AGENT.username, kind);
      await signIn(SUB_AGENT, language);
      await openSite('/m/agent', language);
      const prompt = page.getByRole('dialog').filter({ hasText: t(language, `agent:contract.prompt.${kind}`) });
      // Prompts of other kinds left pending come first, one at a time: put them off.
      const other = page.getByRole('dialog').filter({ hasNotText: t(language, `agent:contract.prompt.${kind}`) });
      await expect(prompt.or(other)).toBeVisible();
      while (await other.isVisible()) {
        await other.getByRole('button', { name: t(language, 'agent:contract.prompt.cancel') }).click();
        await expect(prompt.or(other)).toBeVisible();
      }
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: t(language, 'agent:contract.prompt.go') }).click();
      await expect(page).toHaveURL(ROUTES[kind]);
      await expect(page.getByRole('heading', { name: t(language, `agent:contract.title.${kind}`) })).toBeVisible();
      await page.getByRole('button', { name: t(language, 'agent:contract.accept') }).click();
      await expect(page.getByText(t(language, 'agent:contract.status.accepted'), { exact: true })).toBeVisible();

      const answered = pendingContractsAnswered(page);
      await openSite('/m/agent', language);
      await answered;
      await expect(page.getByText(t(language, 'agent:home.counters.online'))).toBeVisible();
      await expect(page.getByText(t(language, `agent:contract.prompt.${kind}`))).toHaveCount(0);
    });
  }
}
