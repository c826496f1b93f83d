// Contracts an agent meets: the seeded offers waiting for agent01 at login, and an offer an upline
// makes to a sub-agent it opened, which the sub-agent meets at its next login.
import { ACCOUNTS, expect, submitLogin, test } from '../../fixtures/test';
import { loginThroughApi } from '../../fixtures/platform-api';
import { t } from '../../fixtures/texts';
import { offerToDownline, openSubAgent } from './agent-fixtures';

// The prompts are what these tests are about: the site asks the server as it would.
test.use({ contractPrompts: true });

test('agent01 meets its seeded pending dividend contract at login, accepts it and finds it in Dividends (ty)', async ({
  page,
  openSite,
}) => {
  await openSite('/m/login', 'ty');
  await submitLogin(page, 'ty', ACCOUNTS.agent.username, ACCOUNTS.agent.password);
  const prompt = page.getByRole('dialog').filter({ hasText: t('ty', 'common:contract_prompt.dividend') });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: t('ty', 'common:contract_prompt.go') }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract/);
  await page.getByRole('button', { name: t('ty', 'agent:contract.accept') }).click();
  await expect(page.getByText(t('ty', 'agent:contract.status.accepted'), { exact: true })).toBeVisible();

  await page.getByRole('link', { name: t('ty', 'agent:contracts.all') }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/agentDivident/);
  const current = page.getByRole('region', { name: t('ty', 'agent:contracts.current') });
  await expect(current.getByRole('heading', { name: t('ty', 'agent:contracts.kind.dividend') })).toBeVisible();
  // The hourly offer of the seed still waits; the dividend one is answered.
  const pending = page.getByRole('region', { name: t('ty', 'agent:contracts.pending') });
  await expect(pending.getByRole('heading', { name: t('ty', 'agent:contracts.kind.hourly') })).toBeVisible();
  await expect(pending.getByRole('heading', { name: t('ty', 'agent:contracts.kind.dividend') })).toHaveCount(0);
});

test('a sub-agent meets at its next login the salary contract its upline offered, and declines it (en)', async ({
  page,
  request,
  openSite,
}) => {
  const upline = await loginThroughApi(request, ACCOUNTS.agent);
  const sub = await openSubAgent(request, upline.token);
  await offerToDownline(request, upline.token, sub.id, 'salary', [
    { minimum: 10_000, value: 80 },
    { minimum: 50_000, value: 250 },
  ]);

  await openSite('/m/login', 'en');
  await submitLogin(page, 'en', sub.account, sub.password);
  const prompt = page.getByRole('dialog').filter({ hasText: t('en', 'common:contract_prompt.salary') });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: t('en', 'common:contract_prompt.go') }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract/);
  await expect(
    page.getByText(t('en', 'agent:contract.offered_by', { account: ACCOUNTS.agent.username }), { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: '₱250.00' })).toBeVisible();
  await page.getByRole('button', { name: t('en', 'agent:contract.decline') }).click();
  await expect(page.getByText(t('en', 'agent:contract.status.declined'), { exact: true })).toBeVisible();
});
