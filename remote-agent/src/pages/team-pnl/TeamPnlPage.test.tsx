import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@platform/shared';
import { AGENT_PATHS } from '@platform/shared/contract';
import { ok, renderPage, setupMockServer } from '@platform/shared/testing';
import {
  agentRoute,
  figuresOf,
  fixDate,
  signInAgent,
  signInMember,
  teamPnlFactory,
  teamPnlRowFactory,
} from '../../testing/agent-kit';
import { TeamPnlPage } from './TeamPnlPage';

const server = setupMockServer();

const LEVELS = [
  teamPnlRowFactory({ level: 1 }),
  teamPnlRowFactory({ level: 2, betMemberCount: 4, betAmount: 9_999.99, winLossAmount: 1_234.56, depositAmount: 0 }),
  teamPnlRowFactory({ level: 3, memberCount: 0, betMemberCount: 0 }),
  teamPnlRowFactory({ level: 4, memberCount: 0, betMemberCount: 0 }),
  teamPnlRowFactory({ level: 5, betMemberCount: 1, betAmount: 0.01, winLossAmount: -0.01, depositAmount: 100 }),
];

const levelRows = () =>
  within(screen.getByRole('region', { name: 'By downline level' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('TeamPnlPage', () => {
  it('shows the totals and each level with members, exactly as the server sent them', async () => {
    fixDate('2026-01-05T04:00:00.000Z');
    const pnl = agentRoute(AGENT_PATHS.teamPnl, () =>
      ok(
        teamPnlFactory(LEVELS, {
          depositAmount: 125_100,
          withdrawAmount: 3_050.5,
          betAmount: 370_501,
          payoutAmount: 352_000.75,
          rebateAmount: 1_081.5,
          winLossAmount: -18_500.25,
        }),
      ),
    );
    server.use(pnl.handler);
    signInAgent();
    await renderPage(<TeamPnlPage />, { path: paths.teamPnl });

    expect(await screen.findByText('Level 5 and below')).toBeInTheDocument();
    expect(figuresOf('Total')).toEqual({
      Deposits: '₱125,100.00',
      Withdrawals: '₱3,050.50',
      Bets: '₱370,501.00',
      Payouts: '₱352,000.75',
      Rebates: '₱1,081.50',
      'Team win/loss': '−₱18,500.25',
    });
    // Levels 3 and 4 have no members, so they are left out; the last level counts every deeper one.
    expect(levelRows()).toEqual([
      ['Level 1', '9', '₱180,250.50', '−₱9,250.25', '₱25,000.00'],
      ['Level 2', '4', '₱9,999.99', '₱1,234.56', '₱0.00'],
      ['Level 5 and below', '1', '₱0.01', '−₱0.01', '₱100.00'],
    ]);
    expect(pnl.requests.map((request) => request.query)).toEqual([{ startDate: '2026-01-05', endDate: '2026-01-05' }]);
  });

  it('asks again for the period chosen', async () => {
    fixDate('2026-01-05T04:00:00.000Z');
    const pnl = agentRoute(AGENT_PATHS.teamPnl, () => ok(teamPnlFactory(LEVELS)));
    server.use(pnl.handler);
    signInAgent();
    const { user } = await renderPage(<TeamPnlPage />, { path: paths.teamPnl });
    await screen.findByText('Level 5 and below');

    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));

    await expect.poll(() => pnl.requests.length).toBe(3);
    expect(pnl.requests.slice(1).map((request) => request.query)).toEqual([
      { startDate: '2026-01-04', endDate: '2026-01-04' },
      { startDate: '2025-12-07', endDate: '2026-01-05' },
    ]);
  });

  it('sends a member who is not an agent home', async () => {
    signInMember();
    const { router } = await renderPage(<TeamPnlPage />, { path: paths.teamPnl });

    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('charts the win/loss of each level with members, with values and an axis, in Tagalog', async () => {
    fixDate('2026-01-05T04:00:00.000Z');
    server.use(agentRoute(AGENT_PATHS.teamPnl, () => ok(teamPnlFactory(LEVELS))).handler);
    signInAgent();
    await renderPage(<TeamPnlPage />, { path: paths.teamPnl, language: 'ty' });

    const chart = await screen.findByRole('img', {
      name: 'Panalo o talo ng team ayon sa antas ng downline: Antas 1: −₱9,250.25, Antas 2: ₱1,234.56, Antas 5 pababa: −₱0.01',
    });
    expect(Array.from(chart.querySelectorAll('text'), (text) => text.textContent)).toEqual([
      ...['−₱10,000', '−₱5,000', '₱0', '₱5,000'],
      ...['−₱9,250', '1', '₱1,235', '2', '₱0', '5+'],
      'Antas',
    ]);
    expect(screen.getByText('Panalo o talo ng team ayon sa antas ng downline')).toBeInTheDocument();
  });
});
