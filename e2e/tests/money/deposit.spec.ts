import { MONEY_PATHS, type DepositOrder } from '@platform/shared/contract';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { expect, test } from './money-calls';
import { takeTurns } from '../../fixtures/languages';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);

  test(`a GCash deposit paid by the provider raises the header balance; a double tap makes one order (${language})${turn()}`, async ({
    page,
    newMember,
  }) => {
    const calls = await newMember(language);
    const balance = page.getByTestId('header-balance');
    await expect(balance).toHaveText('₱0.00');

    await page
      .getByRole('banner')
      .getByRole('button', { name: t('host:header.deposit') })
      .click();
    await expect(page).toHaveURL(/\/m\/voucherCenter/);
    const form = page.getByRole('form', { name: t('member:deposit.form') });
    await expect(form.getByRole('radio', { name: t('member:money.channel.GCASH') })).toBeChecked();
    await expect(form.getByText(t('member:deposit.limits', { min: '₱100.00', max: '₱50,000.00' }))).toBeVisible();
    // A preset, then an amount pasted with its peso sign and grouping.
    await form.getByRole('button', { name: '₱500.00' }).click();
    const amount = form.getByLabel(t('member:deposit.amount'));
    await expect(amount).toHaveValue('500');
    await amount.fill('₱1,000.50');
    await form.getByRole('button', { name: t('member:deposit.submit') }).dblclick();

    const detail = page.getByRole('region', { name: t('member:deposit.order_title') });
    await expect(detail.getByText(t('member:money.deposit_state.pending'), { exact: true })).toBeVisible();
    await expect(detail.getByText('₱1,000.50').first()).toBeVisible();
    await expect(detail.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
    const orderNo = new URL(page.url()).searchParams.get('order') ?? '';
    expect(orderNo).toMatch(/^D\d{14}$/);
    await expect(detail.getByText(orderNo)).toBeVisible();

    const orders = await calls.list<DepositOrder>(MONEY_PATHS.deposits);
    expect(orders.map((order) => order.orderNo)).toEqual([orderNo]);
    await expect(detail.getByText(orders[0]?.reference ?? '-', { exact: true })).toBeVisible();

    await calls.payDeposit(orderNo);
    await expect(detail.getByText(t('member:money.deposit_state.paid'), { exact: true })).toBeVisible();
    await expect(detail.getByText(t('member:deposit.paid', { amount: '₱1,000.50' }))).toBeVisible();

    await page
      .getByRole('navigation', { name: t('host:nav.label') })
      .getByRole('link', { name: t('host:nav.home') })
      .click();
    await expect(balance).toHaveText('₱1,000.50');
    expect((await calls.wallet()).sumBalance).toBe(1000.5);
  });

  test(`an amount outside the channel is refused, and a cancelled order shows in the deposit record (${language})${turn()}`, async ({
    page,
    newMember,
  }) => {
    const calls = await newMember(language);
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('host:header.deposit') })
      .click();
    const form = page.getByRole('form', { name: t('member:deposit.form') });
    const amount = form.getByLabel(t('member:deposit.amount'));
    await amount.fill('99.99');
    await form.getByRole('button', { name: t('member:deposit.submit') }).click();
    await expect(form.getByText(t('member:money.amount_out_of_range'))).toBeVisible();

    await form.getByRole('radio', { name: t('member:money.channel.MAYA') }).check();
    await amount.fill('300');
    await form.getByRole('button', { name: t('member:deposit.submit') }).click();
    const detail = page.getByRole('region', { name: t('member:deposit.order_title') });
    await detail.getByRole('button', { name: t('member:deposit.cancel') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('member:deposit.cancel') })
      .click();
    await expect(detail.getByText(t('member:money.deposit_state.cancelled'), { exact: true })).toBeVisible();

    await detail.getByRole('link', { name: t('member:deposit.record') }).click();
    await expect(page).toHaveURL(/\/m\/vouReport/);
    const record = page.getByRole('list', { name: t('member:deposit.record_title') });
    await expect(record.getByRole('listitem')).toHaveCount(1);
    await expect(record.getByText('₱300.00')).toBeVisible();
    await expect(record.getByText(t('member:money.deposit_state.cancelled'), { exact: true })).toBeVisible();
    await expect(record.getByText(t('member:money.channel.MAYA'))).toBeVisible();
    expect((await calls.wallet()).sumBalance).toBe(0);
  });
}
