import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@platform/shared';
import { AGENT_PATHS } from '@platform/shared/contract';
import { ok, renderPage, setupMockServer } from '@platform/shared/testing';
import {
  NO_PERMISSION_TEXT,
  agentRoute,
  fixDate,
  giveElementsHeight,
  notInTeam,
  signInAgent,
  teamBetFactory,
  teamBetsPage,
} from '../../testing/agent-kit';
import { TeamBettingPage } from './TeamBettingPage';

const server = setupMockServer();

const NOON = '2026-01-05T04:00:00.000Z';

describe('TeamBettingPage', () => {
  it('shows today’s summary and rounds exactly as the server sent them', async () => {
    fixDate(NOON);
    giveElementsHeight(600);
    const bets = agentRoute(AGENT_PATHS.teamBets, () =>
      ok({
        ...teamBetsPage(1, 1, 0, { count: 2, betAmount: 1_250.5, winLossAmount: -75.25 }),
        list: [
          teamBetFactory({
            id: 1,
            account: 'tm0001',
            gameName: 'Jeepney Jackpot',
            betAmount: 1_000,
            winLossAmount: 50.5,
          }),
          teamBetFactory({
            id: 2,
            account: 'sub2a01',
            gameName: 'Sabong Live',
            betAmount: 250.5,
            winLossAmount: -125.75,
          }),
        ],
      }),
    );
    server.use(bets.handler);
    signInAgent();
    await renderPage(<TeamBettingPage />, { path: paths.teamBetting });

    expect(await screen.findByText('2 bets · ₱1,250.50 bet · −₱75.25 win/loss')).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'The team’s bets' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'tm0001 · Jeepney Jackpot₱50.50Jan 5, 2026, 10:00 AMBet ₱1,000.00',
      'sub2a01 · Sabong Live−₱125.75Jan 5, 2026, 10:00 AMBet ₱250.50',
    ]);
    expect(bets.requests.map((request) => request.query)).toEqual([
      { startDate: '2026-01-05', endDate: '2026-01-05', pageNo: '1', pageSize: '20' },
    ]);
  });

  it('asks for the next page only once the list is scrolled near its end', async () => {
    giveElementsHeight(600);
    const bets = agentRoute(AGENT_PATHS.teamBets, (query) => ok(teamBetsPage(Number(query.pageNo), 2)));
    server.use(bets.handler);
    signInAgent();
    await renderPage(<TeamBettingPage />, { path: paths.teamBetting });
    await screen.findByText('tm0001 · Game 1');
    const viewport = screen.getByRole('region', { name: 'The team’s bets' });
    expect(bets.requests).toHaveLength(1);

    viewport.scrollTop = 20 * 72 - 600;
    fireEvent.scroll(viewport);

    await expect.poll(() => bets.requests.map((request) => request.query.pageNo)).toEqual(['1', '2']);
  });

  it('asks for the game type, member and period chosen', async () => {
    fixDate(NOON);
    const bets = agentRoute(AGENT_PATHS.teamBets, () => ok(teamBetsPage(1, 1, 3)));
    server.use(bets.handler);
    signInAgent();
    const { user } = await renderPage(<TeamBettingPage />, { path: paths.teamBetting });
    await screen.findByText('3 bets · ₱4,000.00 bet · −₱250.75 win/loss');

    await user.selectOptions(screen.getByLabelText('Game type'), 'Live casino');
    await user.click(screen.getByLabelText('Username'));
    await user.paste('  tm0001 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));

    await expect
      .poll(() => bets.requests.at(-1)?.query)
      .toEqual({
        startDate: '2025-12-30',
        endDate: '2026-01-05',
        gameType: 'LIVE',
        account: 'tm0001',
        pageNo: '1',
        pageSize: '20',
      });
  });

  it('says so when the period has no rounds', async () => {
    server.use(
      agentRoute(AGENT_PATHS.teamBets, () => ok(teamBetsPage(1, 1, 0, { count: 0, betAmount: 0, winLossAmount: 0 })))
        .handler,
    );
    signInAgent();
    await renderPage(<TeamBettingPage />, { path: paths.teamBetting });

    expect(await screen.findByText('No data yet')).toBeInTheDocument();
    expect(screen.getByText('0 bets · ₱0.00 bet · ₱0.00 win/loss')).toBeInTheDocument();
  });

  it('shows the server’s refusal translated, and keeps the member typed', async () => {
    const bets = agentRoute(AGENT_PATHS.teamBets, (query) => (query.account ? notInTeam() : ok(teamBetsPage(1, 1, 1))));
    server.use(bets.handler);
    signInAgent();
    const { user } = await renderPage(<TeamBettingPage />, { path: paths.teamBetting });
    await screen.findByText('1 bets · ₱4,000.00 bet · −₱250.75 win/loss');

    await user.click(screen.getByLabelText('Username'));
    await user.paste('stranger1');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(NO_PERMISSION_TEXT)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('stranger1');
  });
});
