import { MONEY_PATHS, type DepositOrder } from '@platform/shared/contract';
import { formatPesos } from '@platform/shared/format';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { atCheckout, endPayment } from './deposit-checkout';
import { expect, test } from './money-calls';
import { takeTurns } from '../../fixtures/languages';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);

  test(`a GCash deposit paid at the provider's checkout raises the header balance; a double tap makes one order (${language})${turn()}`, async ({
    page,
    newMember,
  }) => {
    const calls = await newMember(language);
    const balance = page.getByTestId('header-balance');
    // What registration left (a merchant's sign-up bonus, if any): the deposit adds to it.
    const start = (await calls.wallet()).sumBalance;
    await expect(balance).toHaveText(formatPesos(start, language));

    await page
      .getByRole('banner')
      .getByRole('button', { name: t('host:header.deposit') })
      .click();
    await expect(page).toHaveURL(/\/m\/voucherCenter/);
    const form = page.getByRole('form', { name: t('member:deposit.form') });
    await expect(form.getByRole('radio', { name: t('member:money.channel.GCASH') })).toBeChecked();
    await expect(form.getByText(t('member:deposit.limits', { min: '₱100.00', max: '₱50,000.00' }))).toBeVisible();
    // A preset, then an amount typed with centavos.
    await form.getByRole('button', { name: '₱500.00' }).click();
    const amount = form.getByLabel(t('member:deposit.amount'));
    await expect(amount).toHaveValue('500');
    await amount.fill('1000.50');
    await form.getByRole('button', { name: t('member:deposit.submit') }).dblclick();

    // The double tap made one order, whose provider checkout opened in this tab.
    const orderNo = await atCheckout(page, language, { amount: '₱1,000.50', channel: 'GCash' });
    expect(orderNo).toMatch(/^D\d{14}$/);
    const orders = await calls.list<DepositOrder>(MONEY_PATHS.deposits);
    expect(orders.map((order) => order.orderNo)).toEqual([orderNo]);
    await expect(page.getByText(orders[0]?.reference ?? '-', { exact: true })).toBeVisible();
    expect((await calls.wallet()).sumBalance).toBe(start);

    await endPayment(page, language, 'pay', orderNo);
    const result = page.getByRole('region', { name: t('member:deposit.result_title') });
    await expect(result.getByText(t('member:money.deposit_state.paid'), { exact: true })).toBeVisible();
    await expect(result.getByText(t('member:deposit.paid', { amount: '₱1,000.50' }))).toBeVisible();

    await page
      .getByRole('navigation', { name: t('host:nav.label') })
      .getByRole('link', { name: t('host:nav.home') })
      .click();
    await expect(balance).toHaveText(formatPesos(start + 1000.5, language));
    expect((await calls.wallet()).sumBalance).toBeCloseTo(start + 1000.5, 2);
  });

  test(`an amount outside the channel is refused, and an order cancelled at the checkout shows in the deposit record (${language})${turn()}`, async ({
    page,
    newMember,
  }) => {
    const calls = await newMember(language);
    const start = (await calls.wallet()).sumBalance;
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
    const orderNo = await atCheckout(page, language, { amount: '₱300.00', channel: 'Maya' });
    await endPayment(page, language, 'cancel', orderNo);
    const result = page.getByRole('region', { name: t('member:deposit.result_title') });
    await expect(result.getByText(t('member:money.deposit_state.cancelled'), { exact: true })).toBeVisible();
    await expect(result.getByText(t('member:deposit.closed_cancelled'))).toBeVisible();

    await result.getByRole('link', { name: t('member:deposit.record') }).click();
    await expect(page).toHaveURL(/\/m\/vouReport/);
    const record = page.getByRole('list', { name: t('member:deposit.record_title') });
    await expect(record.getByRole('listitem')).toHaveCount(1);
    await expect(record.getByText('₱300.00')).toBeVisible();
    await expect(record.getByText(t('member:money.deposit_state.cancelled'), { exact: true })).toBeVisible();
    await expect(record.getByText(t('member:money.channel.MAYA'))).toBeVisible();
    expect((await calls.wallet()).sumBalance).toBe(start);
  });
}
