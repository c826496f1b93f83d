import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@platform/shared';
import { AGENT_PATHS } from '@platform/shared/contract';
import { ok, renderPage, setupMockServer } from '@platform/shared/testing';
import {
  NO_PERMISSION_TEXT,
  agentRoute,
  figuresOf,
  fixDate,
  notInTeam,
  signInAgent,
  teamKpiFactory,
} from '../../testing/agent-kit';
import { TeamOverviewPage } from './TeamOverviewPage';

const server = setupMockServer();

// Noon in Manila on 5 January 2026.
const NOON = '2026-01-05T04:00:00.000Z';

const textsOf = (chart: HTMLElement) => Array.from(chart.querySelectorAll('text'), (text) => text.textContent);

describe('TeamOverviewPage', () => {
  it('shows the last 7 days’ team figures exactly as the server sent them, with the bets by day', async () => {
    fixDate(NOON);
    const kpi = agentRoute(AGENT_PATHS.teamKpi, () =>
      ok(teamKpiFactory('2025-12-30', [1200, 9000, 0, 350.5, 4000, 10, 2500.25])),
    );
    server.use(kpi.handler);
    signInAgent();
    await renderPage(<TeamOverviewPage />, { path: paths.teamOverview });

    expect(await screen.findByText('Bets by day')).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: 'Daily bets from Dec 30, 2025 to Jan 5, 2026, highest ₱9,000.00' });
    // A value axis from zero to above the highest and the days under the bars; seven values do not
    // fit over their bars at 360 px, and the summary and the figures say them.
    expect(textsOf(chart)).toEqual([
      ...['₱0', '₱2,500', '₱5,000', '₱7,500', '₱10,000'],
      ...['30', '31', '1', '2', '3', '4', '5'],
      'Day of the month',
    ]);
    expect(figuresOf('Team figures')).toEqual({
      'Team members': '226',
      'New members': '3',
      'Logged-in members': '85',
      'Betting players': '63',
      Deposits: '₱152,340.50',
      Withdrawals: '₱48,210.25',
      Bets: '₱1,204,557.80',
      'Team win/loss': '−₱33,402.07',
    });
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(kpi.requests.map((request) => request.query)).toEqual([
      { startDate: '2025-12-30', endDate: '2026-01-05', size: '7' },
    ]);
  });

  it('asks for one day when Today is chosen, and draws no chart for a single day', async () => {
    fixDate(NOON);
    const kpi = agentRoute(AGENT_PATHS.teamKpi, (query) =>
      ok(
        query.size === '1'
          ? teamKpiFactory('2026-01-05', [800], { betAmount: 800, winLossAmount: 120.4 })
          : teamKpiFactory('2025-12-30', [1, 2, 3, 4, 5, 6, 7]),
      ),
    );
    server.use(kpi.handler);
    signInAgent();
    const { user } = await renderPage(<TeamOverviewPage />, { path: paths.teamOverview });
    await screen.findByText('Bets by day');

    await user.click(screen.getByRole('button', { name: 'Today' }));

    expect(await screen.findByText('₱120.40')).toBeInTheDocument();
    expect(figuresOf('Team figures')).toMatchObject({ Bets: '₱800.00', 'Team win/loss': '₱120.40' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(kpi.requests.at(-1)?.query).toEqual({ startDate: '2026-01-05', endDate: '2026-01-05', size: '1' });
  });

  it('shows the server’s refusal translated, with a retry', async () => {
    server.use(agentRoute(AGENT_PATHS.teamKpi, notInTeam).handler);
    signInAgent();
    await renderPage(<TeamOverviewPage />, { path: paths.teamOverview });

    expect(await screen.findByText(NO_PERMISSION_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
