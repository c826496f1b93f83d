import { ACCOUNTS, expect, sessionToken, test } from '../../fixtures/test';
import { textsIn } from '../../fixtures/texts';

const en = textsIn('en');

test('a restored session is renewed at start and keeps working with the new token', async ({ page, signIn }) => {
  await signIn(ACCOUNTS.member);
  const before = await sessionToken(page);
  const renewal = page.waitForResponse((response) => response.url().endsWith('/api/auth/renew') && response.ok());
  await page.reload();
  await renewal;
  await expect(page.getByTestId('header-member')).toHaveText('Juan');
  await expect.poll(() => sessionToken(page)).not.toBe(before);
  await page.getByRole('button', { name: en.t('host:header.menu') }).click();
  await page.getByRole('button', { name: en.t('host:menu.refresh') }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('₱1,520.75');
});
