import { MONEY_PATHS, RESPONSIBLE_PATHS } from '@platform/shared/contract';
import { formatDateTime } from '@platform/shared/format';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { expect, sessionToken, test } from './money-calls';
import { responsibleSettings } from './responsible-calls';
import { takeTurns } from '../../fixtures/languages';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);

  test(`a daily deposit limit refuses the deposit over it; a raised limit waits 24 hours (${language})${turn()}`, async ({
    page,
    request,
    newMember,
    openSite,
  }) => {
    const calls = await newMember(language);
    await calls.fund(600);
    await openSite('/m/securityCenter', language);
    await page.getByRole('link', { name: t('member:responsible_gaming.link') }).click();
    await expect(page).toHaveURL(/\/m\/responsibleGaming/);

    const daily = page.getByRole('form', { name: t('member:responsible_gaming.period.day') });
    const current = (amount: string) => daily.getByText(t('member:responsible_gaming.current', { amount }));
    await expect(current(t('member:responsible_gaming.no_limit'))).toBeVisible();
    await expect(daily.getByText(t('member:responsible_gaming.used.day', { amount: '₱600.00' }))).toBeVisible();
    const newLimit = daily.getByLabel(t('member:responsible_gaming.new_limit'));
    const save = daily.getByRole('button', { name: t('member:responsible_gaming.save_limit') });
    // Only digits with at most two decimals, as the API takes them; what was typed stays to be fixed.
    await newLimit.fill('₱1,000');
    await save.click();
    await expect(daily.getByText(t('common:error.amount_invalid'))).toBeVisible();
    await expect(newLimit).toHaveValue('₱1,000');
    await newLimit.fill('1000');
    await save.click();
    await expect(current('₱1,000.00')).toBeVisible();

    // A raise waits 24 hours, and the lower limit holds meanwhile.
    await newLimit.fill('5000');
    const saved = page.waitForResponse(
      (answer) => answer.url().endsWith(RESPONSIBLE_PATHS.depositLimit) && answer.request().method() === 'PUT',
    );
    await save.click();
    expect((await saved).ok()).toBe(true);
    const settings = await responsibleSettings(request, await sessionToken(page));
    const pending = settings.limits.find((limit) => limit.period === 'day')?.pending;
    expect(pending?.amount).toBe(5000);
    const wait = Date.parse(pending?.appliesAt ?? '') - Date.now();
    expect(wait).toBeGreaterThan(23.9 * 3_600_000);
    expect(wait).toBeLessThanOrEqual(24 * 3_600_000);
    await expect(
      daily.getByRole('status').filter({
        hasText: t('member:responsible_gaming.pending', {
          amount: '₱5,000.00',
          date: formatDateTime(pending?.appliesAt ?? '', language),
        }),
      }),
    ).toBeVisible();
    await expect(current('₱1,000.00')).toBeVisible();

    // ₱600 paid already; ₱500 more would go ₱100 over the daily ₱1,000.
    await openSite('/m/voucherCenter', language);
    const form = page.getByRole('form', { name: t('member:deposit.form') });
    await form.getByLabel(t('member:deposit.amount')).fill('500');
    await form.getByRole('button', { name: t('member:deposit.submit') }).click();
    await expect(
      form.getByText(t('common:error.deposit_limit_day', { limit: '₱1,000.00', remaining: '₱400.00' })),
    ).toBeVisible();
    expect(await calls.list(MONEY_PATHS.deposits)).toHaveLength(1);
  });
}
