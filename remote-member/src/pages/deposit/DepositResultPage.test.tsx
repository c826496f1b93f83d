import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInMember } from '../../testing/member-kit';
import { MONEY_PATHS, PATHS, type DepositOrder, type DepositState } from '@platform/shared/contract';
import { apiUrl, http, ok, renderPage, setupMockServer, walletFactory } from '@platform/shared/testing';
import { DepositResultPage } from './DepositResultPage';

const server = setupMockServer();
const ORDER_NO = 'D20250510000042';

const orderIn = (state: DepositState): DepositOrder => ({
  orderNo: ORDER_NO,
  channel: 'GCASH',
  amount: 500,
  state,
  reference: 'K7QM2XPA',
  payee: { name: 'Lucky Bay', account: '0917 555 0142' },
  createdAt: '2025-05-10T04:00:00.000Z',
  expiresAt: '2025-05-10T04:15:00.000Z',
  closedAt: state === 'pending' ? null : '2025-05-10T04:02:00.000Z',
  checkoutUrl: state === 'pending' ? `/api/sandbox-pay/checkout?orderNo=${ORDER_NO}` : null,
});

/**
 * The order answers each state in turn (the last one from then on), and the wallet the balance it
 * left; counts the calls of both.
 */
function serve(states: DepositState[], balances: number[]) {
  const asked = { order: 0, wallet: 0 };
  server.use(
    http.get(apiUrl(MONEY_PATHS.deposit(ORDER_NO)), () => {
      const state = states[Math.min(asked.order, states.length - 1)] ?? 'pending';
      asked.order += 1;
      return ok(orderIn(state));
    }),
    http.get(apiUrl(PATHS.wallet), () => {
      const sumBalance = balances[Math.min(asked.wallet, balances.length - 1)] ?? 0;
      asked.wallet += 1;
      return ok(walletFactory({ sumBalance }));
    }),
  );
  return asked;
}

const open = () =>
  renderPage(<DepositResultPage />, { path: '/m/deposit/result', route: `/m/deposit/result?orderNo=${ORDER_NO}` });
const result = () => screen.getByRole('region', { name: 'Deposit result' });

describe('DepositResultPage', () => {
  it('shows a paid deposit, its amount and the new balance', async () => {
    serve(['paid'], [500]);
    signInMember();
    await open();
    expect(await screen.findByText('Paid. ₱500.00 is now in your balance.')).toBeInTheDocument();
    expect(within(result()).getByText('Paid', { exact: true })).toBeInTheDocument();
    expect(within(result()).getAllByText('₱500.00').length).toBeGreaterThanOrEqual(2);
    expect(await within(result()).findByTestId('deposit-result-balance')).toHaveTextContent('₱500.00');
    expect(within(result()).queryByRole('link', { name: 'Back to the payment page' })).not.toBeInTheDocument();
  });

  it('shows a failed payment with nothing charged and the balance unchanged', async () => {
    serve(['failed'], [120.5]);
    signInMember();
    await open();
    expect(await screen.findByText('The payment did not go through. Nothing was charged.')).toBeInTheDocument();
    expect(within(result()).getByText('Failed', { exact: true })).toBeInTheDocument();
    expect(within(result()).getAllByText('₱500.00').length).toBeGreaterThanOrEqual(1);
    expect(await within(result()).findByTestId('deposit-result-balance')).toHaveTextContent('₱120.50');
  });

  it('asks again while pending, then shows it paid and refreshes the balance', async () => {
    const asked = serve(['pending', 'paid'], [0, 500]);
    signInMember();
    await open();
    expect(
      await screen.findByText('We are still waiting for the payment to be confirmed. This page updates by itself.'),
    ).toBeInTheDocument();
    expect(within(result()).getByText('Waiting for payment', { exact: true })).toBeInTheDocument();
    expect(within(result()).getByRole('link', { name: 'Back to the payment page' })).toHaveAttribute(
      'href',
      `/api/sandbox-pay/checkout?orderNo=${ORDER_NO}`,
    );
    expect(await within(result()).findByTestId('deposit-result-balance')).toHaveTextContent('₱0.00');
    // The next poll (every 3 s) finds it paid; the wallet, the header's too, is asked again.
    expect(
      await screen.findByText('Paid. ₱500.00 is now in your balance.', {}, { timeout: 6_000 }),
    ).toBeInTheDocument();
    expect(await within(result()).findByTestId('deposit-result-balance')).toHaveTextContent('₱500.00');
    expect(asked.order).toBeGreaterThanOrEqual(2);
    expect(asked.wallet).toBeGreaterThanOrEqual(2);
  }, 10_000);

  it('says there is no order for an address without a valid order number', async () => {
    serve(['paid'], [0]);
    signInMember();
    await renderPage(<DepositResultPage />, { path: '/m/deposit/result', route: '/m/deposit/result?orderNo=../x' });
    expect(await screen.findByText('There is no order to show here.')).toBeInTheDocument();
  });
});
