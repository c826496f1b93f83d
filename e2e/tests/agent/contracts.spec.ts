import { CONTRACT_KINDS, type ContractKind } from '@platform/shared/contract';
import { expect, submitLogin, test } from '../../fixtures/test';
import { LANGUAGES, t } from '../../fixtures/texts';
import { SUB_AGENT, offerContract, pendingContractsAnswered } from './agent-fixtures';
import { takeTurns } from '../../fixtures/languages';

// The prompts are what these tests are about: the site asks the server as it would.
test.use({ contractPrompts: true });

const ROUTES = {
  salary: /\/m\/member\/agent\/getSalaryContract/,
  dividend: /\/m\/member\/agent\/getDevidendContract/,
  hourly: /\/m\/member\/agent\/getHourContract/,
} as const;

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  for (const kind of CONTRACT_KINDS) {
    test(`prompts for a pending ${kind} contract until it is accepted (${language})${turn()}`, async ({
      page,
      request,
      signIn,
      openSite,
    }) => {
      await offerContract(request, SUB_AGENT.username, kind);
      await signIn(SUB_AGENT, language, '/m/agent');
      const prompt = page.getByRole('dialog').filter({ hasText: t(language, `common:contract_prompt.${kind}`) });
      // Prompts of other kinds left pending come first, one at a time: put them off.
      const other = page.getByRole('dialog').filter({ hasNotText: t(language, `common:contract_prompt.${kind}`) });
      await expect(prompt.or(other)).toBeVisible();
      while (await other.isVisible()) {
        await other.getByRole('button', { name: t(language, 'common:contract_prompt.cancel') }).click();
        await expect(prompt.or(other)).toBeVisible();
      }
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: t(language, 'common:contract_prompt.go') }).click();
      await expect(page).toHaveURL(ROUTES[kind]);
      await expect(page.getByRole('heading', { name: t(language, `host:title.${kind}_contract`) })).toBeVisible();
      await page.getByRole('button', { name: t(language, 'agent:contract.accept') }).click();
      await expect(page.getByText(t(language, 'agent:contract.status.accepted'), { exact: true })).toBeVisible();

      const answered = pendingContractsAnswered(page);
      await openSite('/m/agent', language);
      await answered;
      await expect(page.getByText(t(language, 'agent:home.counters.online'))).toBeVisible();
      await expect(page.getByText(t(language, `common:contract_prompt.${kind}`))).toHaveCount(0);
    });
  }
}

/** Agents that only this test signs in with, one per language, so the runs in parallel cannot meet. */
const LOGIN_AGENTS = { en: 'sub1a02', ty: 'sub1a03' } as const;

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  test(`asks about pending contracts at login, in turn, and not again once accepted (${language})${turn()}`, async ({
    page,
    request,
    openSite,
  }) => {
    // Two or three logins, each a deliberately slow password hash on the server.
    test.slow();
    const agent = { username: LOGIN_AGENTS[language], password: SUB_AGENT.password };
    for (const kind of CONTRACT_KINDS) await offerContract(request, agent.username, kind);
    const prompt = (kind: ContractKind) =>
      page.getByRole('dialog').filter({ hasText: t(language, `common:contract_prompt.${kind}`) });
    const answer = (kind: ContractKind, button: 'go' | 'cancel') =>
      prompt(kind)
        .getByRole('button', { name: t(language, `common:contract_prompt.${button}`) })
        .click();

    await openSite('/m/login', language);
    await submitLogin(page, language, agent.username, agent.password);
    await expect(prompt('salary')).toBeVisible();
    await answer('salary', 'cancel');
    await expect(prompt('dividend')).toBeVisible();
    await expect(prompt('salary')).toHaveCount(0);
    await answer('dividend', 'go');
    await expect(page).toHaveURL(ROUTES.dividend);
    await page.getByRole('button', { name: t(language, 'agent:contract.accept') }).click();
    await expect(page.getByText(t(language, 'agent:contract.status.accepted'), { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A new login: the accepted dividend contract is no longer asked about, between the two still pending.
    await page.evaluate(() => sessionStorage.clear());
    await openSite('/m/login', language);
    await submitLogin(page, language, agent.username, agent.password);
    await answer('salary', 'cancel');
    await expect(prompt('hourly')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await answer('hourly', 'cancel');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/home/);
  });
}
