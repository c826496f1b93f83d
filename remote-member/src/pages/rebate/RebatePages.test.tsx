import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login, paths } from '@platform/shared';
import { TRANSFER_PATHS, type RebateClaimBody, type RebateDue } from '@platform/shared/contract';
import { apiUrl, fail, http, loginValueFactory, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { rebateClaimFactory, rebateDueFactory, signInMember } from '../../testing/member-kit';
import { ManualRebatePage } from './ManualRebatePage';
import { RebateReportPage } from './RebateReportPage';

const server = setupMockServer();

/** A server with `due` to claim; a claim pays all of it, after which nothing is due. */
function serve(due: RebateDue = rebateDueFactory()) {
  const claims: RebateClaimBody[] = [];
  let current = due;
  server.use(
    http.get(apiUrl(TRANSFER_PATHS.rebateDue), () => ok(current)),
    http.post(apiUrl(TRANSFER_PATHS.rebateClaims), async ({ request }) => {
      claims.push((await request.json()) as RebateClaimBody);
      if (current.due <= 0) return fail(409, { errorCode: 'payment.order_closed', message: 'nothing due' });
      const claim = rebateClaimFactory({ amount: current.due, betTotal: current.betTotal });
      current = { ...current, due: 0 };
      return ok(claim);
    }),
  );
  return claims;
}

const dueOf = () => screen.getByTestId('rebate-due');

describe('ManualRebatePage', () => {
  it('shows today’s bets, rate and rebate due exactly as the server sent them', async () => {
    serve();
    signInMember();
    await renderPage(<ManualRebatePage />, { path: paths.manualRebate });

    expect(await screen.findByText('₱98.76')).toBe(dueOf());
    expect(screen.getByText("Today's bets").nextElementSibling).toHaveTextContent(/^₱12,345\.50$/);
    expect(screen.getByText('Rebate rate').nextElementSibling).toHaveTextContent(/^0\.80%$/);
  });

  it('claims what the server says is due, then shows nothing more to claim', async () => {
    const claims = serve();
    signInMember();
    const { user } = await renderPage(<ManualRebatePage />, { path: paths.manualRebate });

    await user.click(await screen.findByRole('button', { name: 'Claim rebate' }));

    expect(await screen.findByText('₱98.76 rebate added to your balance.')).toBeInTheDocument();
    await expect.poll(() => dueOf().textContent).toBe('₱0.00');
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
    expect(claims).toEqual([{ idempotencyKey: expect.any(String) }]);
  });

  it('offers no claim when nothing is due', async () => {
    const claims = serve(rebateDueFactory({ due: 0, betTotal: 0 }));
    signInMember();
    await renderPage(<ManualRebatePage />, { path: paths.manualRebate });

    expect(await screen.findByText('No rebate to claim yet. Play today and come back to claim.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
    expect(claims).toEqual([]);
  });

  it('shows the server’s refusal translated, keeps the amount due, and retries with the same key', async () => {
    const claims: RebateClaimBody[] = [];
    serve();
    server.use(
      http.post(apiUrl(TRANSFER_PATHS.rebateClaims), async ({ request }) => {
        claims.push((await request.json()) as RebateClaimBody);
        return fail(503, { errorCode: 'system.maintenance', message: 'down' });
      }),
    );
    signInMember();
    const { user } = await renderPage(<ManualRebatePage />, { path: paths.manualRebate });

    await user.click(await screen.findByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByText('The platform is under maintenance')).toBeInTheDocument();
    expect(dueOf()).toHaveTextContent('₱98.76');
    await user.click(screen.getByRole('button', { name: 'Claim rebate' }));

    await expect.poll(() => claims.length).toBe(2);
    expect(claims[1]?.idempotencyKey).toBe(claims[0]?.idempotencyKey);
  });

  it('tells a trial account to use a real one', async () => {
    login(loginValueFactory({ userName: 'trial000001', customerType: 4 }), 'M001');
    await renderPage(<ManualRebatePage />, { path: paths.manualRebate });

    expect(screen.getByRole('heading', { name: 'Use a real account' })).toBeInTheDocument();
  });
});

describe('RebateReportPage', () => {
  it('lists each claim with its amount, bets and rate exactly as the server sent them', async () => {
    server.use(
      http.get(apiUrl(TRANSFER_PATHS.rebateHistory), () =>
        ok([
          rebateClaimFactory(),
          rebateClaimFactory({
            claimNo: 'RB20250509000007',
            day: '2025-05-09',
            betTotal: 500,
            ratePercent: 1.25,
            amount: 6.25,
          }),
        ]),
      ),
    );
    signInMember();
    await renderPage(<RebateReportPage />, { path: paths.rebateReport });

    const list = await screen.findByRole('list', { name: 'My rebates' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '₱98.76May 10, 20250.80% of ₱12,345.50 in betsOrder number RB20250510000001May 10, 2025, 5:15 PM',
      '₱6.25May 9, 20251.25% of ₱500.00 in betsOrder number RB20250509000007May 10, 2025, 5:15 PM',
    ]);
  });

  it('says when no rebate was claimed yet', async () => {
    server.use(http.get(apiUrl(TRANSFER_PATHS.rebateHistory), () => ok([])));
    signInMember();
    await renderPage(<RebateReportPage />, { path: paths.rebateReport });

    expect(await screen.findByText('You have not claimed a rebate yet.')).toBeInTheDocument();
  });
});
