import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rulesOff } from '../../testing/member-kit';
import { login } from '@platform/shared';
import {
  MONEY_PATHS,
  PATHS,
  type CreateWithdrawalBody,
  type WithdrawInfo,
  type WithdrawOrder,
} from '@platform/shared/contract';
import {
  apiUrl,
  fail,
  http,
  loginValueFactory,
  ok,
  renderPage,
  setupMockServer,
  walletFactory,
} from '@platform/shared/testing';
import { WithdrawPage } from './WithdrawPage';

const server = setupMockServer();

const ACCOUNT = {
  id: 7,
  kind: 'GCASH',
  bankName: 'GCash',
  holderName: 'Juan Dela Cruz',
  maskedNumber: '•••• 4567',
} as const;

const infoOf = (withdrawable: number): WithdrawInfo => ({
  withdrawable,
  limits: { minPerTransaction: 100, maxPerTransaction: 50_000, maxPerDay: 100_000, timesPerDay: 5 },
  usedToday: { amount: 0, times: 0 },
  accounts: [ACCOUNT],
  maxAccounts: 5,
  hasPaymentPassword: true,
});

/** A server that holds the amount for the right password (246810) and refuses any other. */
function serve() {
  let withdrawable = 2000;
  const sent: CreateWithdrawalBody[] = [];
  server.use(
    http.get(apiUrl(PATHS.rules), () => ok(rulesOff())),
    http.get(apiUrl(MONEY_PATHS.withdrawInfo), () => ok(infoOf(withdrawable))),
    http.get(apiUrl(PATHS.wallet), () => ok(walletFactory({ sumBalance: withdrawable }))),
    http.get(apiUrl(MONEY_PATHS.withdrawals), () => ok({ list: [], pageNum: 1, totalPages: 1 })),
    http.post(apiUrl(MONEY_PATHS.withdrawals), async ({ request }) => {
      const body = (await request.json()) as CreateWithdrawalBody;
      sent.push(body);
      if (body.paymentPassword !== '246810') {
        return fail(400, {
          errorCode: 'payment.password_wrong',
          message: 'wrong',
          data: { field: 'paymentPassword' },
        });
      }
      withdrawable -= body.amount;
      const order: WithdrawOrder = {
        orderNo: 'W20250510000001',
        amount: body.amount,
        state: 'pending',
        account: ACCOUNT,
        reason: null,
        createdAt: '2025-05-10T04:00:00.000Z',
        closedAt: null,
      };
      return ok(order);
    }),
  );
  return sent;
}

describe('WithdrawPage', () => {
  it('keeps what was typed after a wrong payment password, and holds the amount with the right one', async () => {
    const sent = serve();
    login(loginValueFactory({ userName: 'member01' }), 'M001');
    const { user } = await renderPage(<WithdrawPage />, { path: '/m/withdraw' });

    expect(await screen.findByText('₱2,000.00')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Withdraw' });
    expect(within(form).getByRole('radio', { name: 'GCash · Juan Dela Cruz · •••• 4567' })).toBeChecked();
    const amount = within(form).getByLabelText('Amount (₱)');
    const password = within(form).getByLabelText('Payment password');
    await user.click(amount);
    await user.paste('1500.50');
    await user.type(password, '111111');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));

    expect(await within(form).findByText('The payment password is wrong. Check it and try again.')).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(amount).toHaveValue('1500.50');
    expect(password).toHaveValue('111111');

    await user.clear(password);
    await user.type(password, '246810');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(
      await within(form).findByText(
        'Withdrawal requested: ₱1,500.50 is on hold until it is paid. Order W20250510000001.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('₱499.50')).toBeInTheDocument();
    expect(amount).toHaveValue('');
    // Another password is another request, so it got its own key.
    expect(sent.map((body) => body.amount)).toEqual([1500.5, 1500.5]);
    expect(sent[0]?.idempotencyKey).not.toBe(sent[1]?.idempotencyKey);
  });

  it('refuses more than the withdrawable balance before asking the server', async () => {
    const sent = serve();
    login(loginValueFactory({ userName: 'member01' }), 'M001');
    const { user } = await renderPage(<WithdrawPage />, { path: '/m/withdraw' });
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    await user.type(within(form).getByLabelText('Amount (₱)'), '2000.01');
    await user.type(within(form).getByLabelText('Payment password'), '246810');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText('The amount is more than your withdrawable balance.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('takes only digits with at most two decimals, and keeps what was typed', async () => {
    const sent = serve();
    login(loginValueFactory({ userName: 'member01' }), 'M001');
    const { user } = await renderPage(<WithdrawPage />, { path: '/m/withdraw' });
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    const amount = within(form).getByLabelText('Amount (₱)');
    await user.type(amount, '1e3');
    await user.type(within(form).getByLabelText('Payment password'), '246810');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(
      await within(form).findByText('Enter the amount in digits only, like 100 or 100.50, with at most two decimals.'),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('1e3');
    expect(sent).toEqual([]);
  });

  it('tells a trial account to use a real one', async () => {
    login(loginValueFactory({ userName: 'trial000001', customerType: 4 }), 'M001');
    await renderPage(<WithdrawPage />, { path: '/m/withdraw' });
    expect(screen.getByRole('heading', { name: 'Use a real account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in with a real account' })).toHaveAttribute('href', '/m/login');
  });

  it('says how much a bonus’s turnover still asks before a withdrawal', async () => {
    serve();
    server.use(http.get(apiUrl(MONEY_PATHS.withdrawInfo), () => ok({ ...infoOf(88), turnoverRemaining: 880 })));
    login(loginValueFactory({ userName: 'newbie01' }), 'M001');
    await renderPage(<WithdrawPage />, { path: '/m/withdraw' });
    expect(
      await screen.findByText('Your bonus has a turnover requirement: bet ₱880.00 more before you can withdraw.'),
    ).toBeInTheDocument();
  });
});
