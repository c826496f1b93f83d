import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../testing/member-kit';
import { login } from '@platform/shared';
import { MONEY_PATHS, PATHS, TRANSFER_PATHS, type UplineTransferInfo } from '@platform/shared/contract';
import {
  apiUrl,
  http,
  loginValueFactory,
  memberInfoFactory,
  ok,
  renderPage,
  setupMockServer,
} from '@platform/shared/testing';
import { UplineTransferPage } from './UplineTransferPage';

const server = setupMockServer();

const INFO: UplineTransferInfo = { balance: 1000, upline: { account: 'agent01', nickname: 'Ate Liza' } };

/** A server that knows the upline; counts how often it is asked. `toUpline` is the member record's. */
function serve(toUpline = true) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl(PATHS.memberInfo), () => ok(memberInfoFactory({ toUpline }))),
    http.get(apiUrl(TRANSFER_PATHS.uplineInfo), ({ request }) => {
      asked.push(request.url);
      return ok(INFO);
    }),
    http.get(apiUrl(MONEY_PATHS.withdrawInfo), () =>
      ok({
        withdrawable: 1000,
        limits: { minPerTransaction: 100, maxPerTransaction: 50_000, maxPerDay: 100_000, timesPerDay: 5 },
        usedToday: { amount: 0, times: 0 },
        accounts: [],
        maxAccounts: 5,
        hasPaymentPassword: true,
      }),
    ),
  );
  return asked;
}

describe('UplineTransferPage', () => {
  it('shows a member the upline and the balance to send', async () => {
    const asked = serve();
    login(loginValueFactory({ userName: 'member01', customerType: 0 }), 'M001');
    await renderPage(<UplineTransferPage />, { path: '/m/upLine/transfer' });
    expect(await screen.findByText('Ate Liza (agent01)')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send to your upline' })).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('sends an agent without an upline to the agency centre, without asking for the upline', async () => {
    const asked = serve(false);
    login(loginValueFactory({ userName: 'agent01', customerType: 1 }), 'M001');
    await renderPage(<UplineTransferPage />, { path: '/m/upLine/transfer' });
    expect(await screen.findByRole('heading', { name: 'Your account has no upline' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Agency centre' })).toHaveAttribute('href', '/m/agent');
    expect(asked).toEqual([]);
  });

  it('lets an agent whose record names an upline send to it', async () => {
    const asked = serve(true);
    login(loginValueFactory({ userName: 'agent05', customerType: 1 }), 'M001');
    await renderPage(<UplineTransferPage />, { path: '/m/upLine/transfer' });
    expect(await screen.findByText('Ate Liza (agent01)')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });
});
