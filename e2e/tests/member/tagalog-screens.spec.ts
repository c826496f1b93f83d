// English words a Tagalog reader met on the member's screens: titles, the balance, the deposit page's
// channels and limits, and the one name of the member's own page.
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, test } from '../../fixtures/test';
import { textsIn } from '../../fixtures/texts';

const { t } = textsIn('ty');
const ENGLISH = [
  'Game Center',
  'Security Center',
  'Reward Center',
  'Agency Center',
  'Balance',
  'Bank transfer',
  'Online banking',
  'Min ₱',
  'Max ₱',
  'daily deposit limit',
];

async function expectTagalog(page: Page, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=ty`);
  await expect(page.locator('main')).not.toBeEmpty();
  await expect(page.getByText(t('common:loading'))).toHaveCount(0);
  const text = await page.locator('body').innerText();
  for (const words of ENGLISH) expect(text, `${path} shows "${words}"`).not.toContain(words);
}

test('the centres read in Tagalog and the member’s page has one name (ty)', async ({ page, signIn }) => {
  await signIn(ACCOUNTS.member, 'ty', '/m/gameCenter');
  for (const path of ['/m/gameCenter', '/m/securityCenter', '/m/rewardCenter']) await expectTagalog(page, path);

  // The member's own page has one name: the navigation's, the page's title.
  await page.goto('/m/mine?lang=ty');
  const nav = page.getByRole('navigation', { name: t('host:nav.label') });
  await expect(nav.getByRole('button', { name: t('host:title.mine'), exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t('host:title.mine'), exact: true })).toBeVisible();
});

test('the balance, the deposit channels and limits read in Tagalog, in the game too (ty)', async ({ page, signIn }) => {
  await signIn(ACCOUNTS.member, 'ty', '/m/transaction/record');
  await expectTagalog(page, '/m/transaction/record');
  await expectTagalog(page, '/m/voucherCenter');
  await expect(page.getByText(t('member:money.channel.BANK_TRANSFER')).first()).toBeVisible();

  // The game's own page says the balance in Tagalog too.
  await page.goto('/m/launchGame?nodeId=5001&vendor=JILI&pageBack=%2Fm%2Fhome&lang=ty');
  const game = page.frameLocator(`iframe[title="${t('lobby:launch.frame_title')}"]`);
  await expect(game.locator('#balance')).toBeVisible();
  expect(await game.locator('body').innerText()).not.toContain('Balance');
});

test('the agent area reads in Tagalog (ty)', async ({ page, signIn }) => {
  await signIn(ACCOUNTS.agent, 'ty', '/m/agent');
  await expectTagalog(page, '/m/agent');
});
