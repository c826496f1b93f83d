import { MONEY_PATHS, type WithdrawOrder } from '@platform/shared/contract';
import { LANGUAGES, errorText, textsIn } from '../../fixtures/texts';
import { expect, test } from './money-calls';
import { takeTurns } from '../../fixtures/languages';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);

  test(`a wrong payment password is refused and keeps what was typed; a right one holds, a rejection returns (${language})${turn()}`, async ({
    page,
    newMember,
  }) => {
    const calls = await newMember(language);
    await calls.fund(2000);

    await page
      .getByRole('banner')
      .getByRole('button', { name: t('host:header.withdraw') })
      .click();
    await expect(page).toHaveURL(/\/m\/withdraw/);

    // The first time: the payment password.
    const setPassword = page.getByRole('form', { name: t('member:withdraw.set_password_title') });
    await setPassword.getByLabel(t('member:withdraw.new_password'), { exact: true }).fill('246810');
    await setPassword.getByLabel(t('member:withdraw.confirm_password'), { exact: true }).fill('246810');
    await setPassword.getByRole('button', { name: t('member:withdraw.set_password') }).click();

    const withdrawable = page.getByTestId('withdrawable');
    await expect(withdrawable).toHaveText('₱2,000.00');

    // An account to withdraw to, shown masked.
    const accounts = page.getByRole('region', { name: t('member:withdraw.accounts') });
    await accounts.getByRole('button', { name: t('member:withdraw.add_account') }).click();
    const add = page.getByRole('form', { name: t('member:withdraw.add_title') });
    await add.getByLabel(t('member:withdraw.holder_name')).fill('Juan Dela Cruz');
    await add.getByLabel(t('member:withdraw.account_number')).fill('0917 123 4567');
    await add.getByRole('button', { name: t('member:withdraw.save_account') }).click();
    await expect(accounts.getByText('GCash · Juan Dela Cruz · •••• 4567')).toBeVisible();
    await expect(page.getByText('09171234567')).toHaveCount(0);

    const form = page.getByRole('form', { name: t('member:withdraw.form') });
    await expect(form.getByRole('radio', { name: 'GCash · Juan Dela Cruz · •••• 4567' })).toBeChecked();
    const amount = form.getByLabel(t('member:withdraw.amount'));
    const password = form.getByLabel(t('member:withdraw.payment_password'), { exact: true });
    await amount.fill('500.00');
    await password.fill('111111');
    await form.getByRole('button', { name: t('member:withdraw.submit'), exact: true }).click();
    await expect(form.getByText(errorText(language, 'payment.password_wrong'))).toBeVisible();
    await expect(password).toBeFocused();
    await expect(amount).toHaveValue('500.00');
    await expect(password).toHaveValue('111111');
    await expect(withdrawable).toHaveText('₱2,000.00');

    await password.fill('246810');
    await form.getByRole('button', { name: t('member:withdraw.submit'), exact: true }).click();
    await expect.poll(async () => (await calls.list<WithdrawOrder>(MONEY_PATHS.withdrawals)).length).toBe(1);
    const [order] = await calls.list<WithdrawOrder>(MONEY_PATHS.withdrawals);
    await expect(
      form.getByText(t('member:withdraw.requested', { amount: '₱500.00', orderNo: order?.orderNo ?? '-' })),
    ).toBeVisible();
    await expect(withdrawable).toHaveText('₱1,500.00');
    expect((await calls.wallet()).sumBalance).toBe(1500);

    await calls.review(order?.orderNo ?? '-', 'reject', 'Name does not match');
    await page.getByRole('link', { name: t('member:withdraw.report') }).click();
    const report = page.getByRole('list', { name: t('member:withdraw.report_title') });
    await expect(report.getByText('₱500.00')).toBeVisible();
    await expect(report.getByText(t('member:money.withdraw_state.rejected'), { exact: true })).toBeVisible();
    await expect(report.getByText(t('member:withdraw.reason', { reason: 'Name does not match' }))).toBeVisible();
    await page.goBack();
    await expect(withdrawable).toHaveText('₱2,000.00');
    expect((await calls.wallet()).sumBalance).toBe(2000);
  });

  test(`a trial account is told to use a real account (${language})${turn()}`, async ({ page, openSite }) => {
    await openSite('/m/trail', language);
    await page.getByRole('button', { name: t('accounts:trial.start') }).click();
    await expect(page).toHaveURL(/\/m\/home/);
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('host:header.withdraw') })
      .click();
    await expect(page.getByRole('heading', { name: t('member:money.trial_title') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('member:money.log_in') })).toBeVisible();
  });
}
