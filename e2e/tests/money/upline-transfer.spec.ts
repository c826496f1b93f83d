import { API_BASE, TRANSFER_TEST_PATHS, type TestUplineBody } from '@platform/shared/contract';
import { createMember } from '../../fixtures/accounts';
import { LANGUAGES, textPattern, textsIn } from '../../fixtures/texts';
import { expect, moneyCalls, sessionToken, test } from './money-calls';

for (const language of LANGUAGES) {
  const { t } = textsIn(language);

  test(`a superior transfer moves the amount from the member to the upline, never above the balance (${language})`, async ({
    page,
    request,
    newMember,
    signIn,
    openSite,
  }) => {
    // A fresh upline, so that no other test moves its balance meanwhile.
    const upline = await newMember(language);
    const uplineName = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { userName: string }).userName,
    );
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    const member = await createMember(request);
    const body: TestUplineBody = { account: member.username, uplineAccount: uplineName };
    expect((await request.put(`${API_BASE}${TRANSFER_TEST_PATHS.upline}`, { data: body })).ok()).toBe(true);
    await signIn(member, language);
    const calls = moneyCalls(request, await sessionToken(page));
    await calls.fund(1000);

    await openSite('/m/upLine/transfer', language);
    const balance = page.getByTestId('transfer-balance');
    await expect(balance).toHaveText('₱1,000.00');
    await expect(page.getByText(`(${uplineName})`)).toBeVisible();

    const form = page.getByRole('form', { name: t('member:transfer.form') });
    const amount = form.getByLabel(t('member:transfer.amount'));
    await amount.fill('₱1,000.01');
    await form.getByRole('button', { name: t('member:transfer.submit') }).click();
    await expect(form.getByText(t('member:transfer.amount_over_balance'))).toBeVisible();

    // A pasted amount with the peso sign and a thousands comma is taken as it is.
    await amount.fill('₱250.50');
    await form.getByRole('button', { name: t('member:transfer.submit') }).click();
    await expect(
      form.getByText(
        textPattern(language, 'member:transfer.done', { amount: '₱250.50', upline: uplineName, transferNo: /T\d{14}/ }),
      ),
    ).toBeVisible();
    await expect(balance).toHaveText('₱749.50');
    expect((await calls.wallet()).sumBalance).toBe(749.5);
    expect((await upline.wallet()).sumBalance).toBe(250.5);
  });
}
