import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rulesOff } from '../../testing/member-kit';
import { login } from '@platform/shared';
import { MONEY_PATHS, PATHS, type WithdrawInfo } from '@platform/shared/contract';
import { apiUrl, fail, http, loginValueFactory, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { PaymentPasswordForm } from '../../features/payment-password/PaymentPasswordForm';
import { WithdrawPage } from './WithdrawPage';

const server = setupMockServer();

const INFO: WithdrawInfo = {
  withdrawable: 2000,
  limits: { minPerTransaction: 100, maxPerTransaction: 50_000, maxPerDay: 100_000, timesPerDay: 5 },
  usedToday: { amount: 0, times: 0 },
  accounts: [{ id: 7, kind: 'GCASH', bankName: 'GCash', holderName: 'Juan Dela Cruz', maskedNumber: '•••• 4567' }],
  maxAccounts: 5,
  hasPaymentPassword: true,
};

/** The answer platform-api gives once the member has used up the payment-password checks. */
const locked = (field: string) =>
  fail(429, {
    errorCode: 'payment.password_locked',
    message: 'locked',
    data: { field, retryAfterSeconds: 1500, values: { until: '2025-05-10 12:30' } },
  });

const LOCK_TEXT =
  'Too many wrong payment passwords. For your safety, you can try again at 2025-05-10 12:30 (Manila time).';

describe('a locked payment password', () => {
  it('is shown under the withdrawal’s payment password, with when the lock lifts, keeping what was typed', async () => {
    server.use(
      http.get(apiUrl(PATHS.rules), () => ok(rulesOff())),
      http.get(apiUrl(MONEY_PATHS.withdrawInfo), () => ok(INFO)),
      http.get(apiUrl(MONEY_PATHS.withdrawals), () => ok({ list: [], pageNum: 1, totalPages: 1 })),
      http.post(apiUrl(MONEY_PATHS.withdrawals), () => locked('paymentPassword')),
    );
    login(loginValueFactory({ userName: 'member01' }), 'M001');
    const { user } = await renderPage(<WithdrawPage />, { path: '/m/withdraw' });

    const form = await screen.findByRole('form', { name: 'Withdraw' });
    const amount = within(form).getByLabelText('Amount (₱)');
    const password = within(form).getByLabelText('Payment password');
    await user.type(amount, '500');
    await user.type(password, '111111');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));

    expect(await within(form).findByText(LOCK_TEXT)).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(amount).toHaveValue('500');
  });

  it('is shown under the old payment password when changing it, in Tagalog too', async () => {
    server.use(
      http.get(apiUrl(PATHS.rules), () => ok(rulesOff())),
      http.put(apiUrl(MONEY_PATHS.paymentPassword), () => locked('oldPassword')),
    );
    login(loginValueFactory({ userName: 'member01' }), 'M001');
    const { user } = await renderPage(<PaymentPasswordForm user="member01" changing />, {
      path: '/m/securityCenter',
      language: 'ty',
    });

    const old = await screen.findByLabelText('Kasalukuyang password sa pagbabayad');
    await user.type(old, '111111');
    await user.type(screen.getByLabelText('Password sa pagbabayad (6 digit)'), '135790');
    await user.type(screen.getByLabelText('Kumpirmahin ang password sa pagbabayad'), '135790');
    await user.click(screen.getByRole('button', { name: 'Palitan ang password sa pagbabayad' }));

    expect(
      await screen.findByText(
        'Masyadong maraming maling password sa pagbabayad. Para sa iyong kaligtasan, puwede kang sumubok ulit sa 2025-05-10 12:30 (oras sa Maynila).',
      ),
    ).toBeInTheDocument();
    expect(old).toHaveFocus();
  });
});
