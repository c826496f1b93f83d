import { API_BASE, TRANSFER_TEST_PATHS, type TestUplineBody, type WalletSummary } from '@platform/shared/contract';
import { createMember } from '../../fixtures/accounts';
import { LANGUAGES, textPattern, textsIn } from '../../fixtures/texts';
import { expect, test } from './money-calls';
import { takeTurns } from '../../fixtures/languages';
import { storedSession } from '../../fixtures/test';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t, error } = textsIn(language);

  test(`a superior transfer moves the amount from the member to the upline, never above the balance (${language})${turn()}`, async ({
    page,
    request,
    newMember,
    openSite,
  }) => {
    // A fresh upline, so that no other test moves its balance meanwhile.
    const uplineName = (await createMember(request)).username;
    const calls = await newMember(language);
    const member = (await storedSession(page))?.userName ?? '';
    const body: TestUplineBody = { account: member, uplineAccount: uplineName };
    expect((await request.put(`${API_BASE}${TRANSFER_TEST_PATHS.upline}`, { data: body })).ok()).toBe(true);
    await calls.fund(1000);

    await openSite('/m/upLine/transfer', language);
    const balance = page.getByTestId('transfer-balance');
    await expect(balance).toHaveText('₱1,000.00');
    await expect(page.getByText(`(${uplineName})`)).toBeVisible();

    // Money leaves the wallet, so the payment password is asked as for a withdrawal: set here first.
    await expect(page.getByText(t('member:transfer.set_password_intro'))).toBeVisible();
    await page.getByLabel(t('member:withdraw.new_password')).fill('246810');
    await page.getByLabel(t('member:withdraw.confirm_password')).fill('246810');
    await page.getByRole('button', { name: t('member:withdraw.set_password') }).click();

    const form = page.getByRole('form', { name: t('member:transfer.form') });
    const amount = form.getByLabel(t('member:transfer.amount'));
    const password = form.getByLabel(t('member:withdraw.payment_password'), { exact: true });
    await amount.fill('1000.01');
    await form.getByRole('button', { name: t('member:transfer.submit') }).click();
    await expect(form.getByText(t('member:transfer.amount_over_balance'))).toBeVisible();

    // An amount is a plain number, as the API takes it; what was typed stays through a refusal.
    await amount.fill('250.50');
    await password.fill('135790');
    await form.getByRole('button', { name: t('member:transfer.submit') }).click();
    await expect(form.getByText(error('payment.password_wrong'))).toBeVisible();
    await expect(amount).toHaveValue('250.50');
    await expect(balance).toHaveText('₱1,000.00');

    await password.fill('246810');
    await form.getByRole('button', { name: t('member:transfer.submit') }).click();
    await expect(
      form.getByText(
        textPattern(language, 'member:transfer.done', { amount: '₱250.50', upline: uplineName, transferNo: /T\d{14}/ }),
      ),
    ).toBeVisible();
    await expect(balance).toHaveText('₱749.50');
    expect((await calls.wallet()).sumBalance).toBe(749.5);
    const upline = await request.get(`${API_BASE}${TRANSFER_TEST_PATHS.balance(uplineName)}`);
    expect(((await upline.json()) as { value: WalletSummary }).value.sumBalance).toBe(250.5);
  });
}
