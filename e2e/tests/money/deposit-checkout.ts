// The payment provider's checkout, as the deposit tests meet it: platform-api's sandbox provider,
// whose page is the provider's own (its texts are not the site's, so they are written here).
import type { Page } from '@playwright/test';
import type { Language } from '../../fixtures/texts';
import { expect } from './money-calls';

export const CHECKOUT_TEXT = {
  ty: {
    banner: 'SANDBOX – walang totoong pera',
    pay: 'Magbayad',
    fail: 'Gawing palpak ang bayad',
    cancel: 'Kanselahin',
  },
  en: { banner: 'SANDBOX – no real money', pay: 'Pay', fail: 'Fail the payment', cancel: 'Cancel' },
} as const;

/** Waits for the checkout of a new order, checks what it shows, and answers its order number. */
export async function atCheckout(
  page: Page,
  language: Language,
  expected: { amount: string; channel: string },
): Promise<string> {
  await expect(page).toHaveURL(/\/api\/sandbox-pay\/checkout\?/);
  await expect(page.getByRole('note')).toHaveText(CHECKOUT_TEXT[language].banner);
  await expect(page.getByText('Lucky Bay', { exact: true })).toBeVisible();
  await expect(page.getByText(expected.amount, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(expected.channel, { exact: true })).toBeVisible();
  return new URL(page.url()).searchParams.get('orderNo') ?? '';
}

/** Ends the payment at the checkout, which sends the person back to the site's result page. */
export async function endPayment(page: Page, language: Language, how: 'pay' | 'fail' | 'cancel', orderNo: string) {
  await page.getByRole('button', { name: CHECKOUT_TEXT[language][how], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/m/deposit/result\\?orderNo=${orderNo}$`));
}
