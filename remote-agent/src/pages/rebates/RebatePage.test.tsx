import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@platform/shared';
import { AGENT_PATHS } from '@platform/shared/contract';
import { ok, renderPage, setupMockServer } from '@platform/shared/testing';
import {
  NO_PERMISSION_TEXT,
  agentRoute,
  fixDate,
  notInTeam,
  rebateValueFactory,
  sectionOf,
  signInAgent,
  signInMember,
} from '../../testing/agent-kit';
import { AgentRebatePage, TeamRebatePage } from './RebatePage';

const server = setupMockServer();

const NOON = '2026-01-05T04:00:00.000Z';

const rowsOf = (heading: string) =>
  sectionOf(heading)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('AgentRebatePage', () => {
  it('shows the agent’s own rates and rebates of the last 7 days exactly as the server sent them', async () => {
    fixDate(NOON);
    const rebates = agentRoute(AGENT_PATHS.rebates, () => ok(rebateValueFactory()));
    server.use(rebates.handler);
    signInAgent();
    await renderPage(<AgentRebatePage />, { path: paths.agentRebate });

    expect(await screen.findByText('Total ₱128.45')).toBeInTheDocument();
    expect(rowsOf('Rates by game type')).toEqual([
      ['Game type', 'Rate'],
      ['Slots', '0.60%'],
      ['Live casino', '0.45%'],
    ]);
    // The agent's own rebates have no member column.
    expect(rowsOf('History')).toEqual([
      ['Date', 'Amount'],
      ['Jan 4, 2026', '₱120.35'],
      ['Jan 3, 2026', '₱8.10'],
    ]);
    expect(rebates.requests.map((request) => request.query)).toEqual([
      { startDate: '2025-12-30', endDate: '2026-01-05', scope: 'agent' },
    ]);
  });

  it('asks for the period chosen and says when it has no rebates', async () => {
    fixDate(NOON);
    const rebates = agentRoute(AGENT_PATHS.rebates, (query) =>
      ok(query.startDate === '2026-01-04' ? rebateValueFactory({ list: [], total: 0 }) : rebateValueFactory()),
    );
    server.use(rebates.handler);
    signInAgent();
    const { user } = await renderPage(<AgentRebatePage />, { path: paths.agentRebate });
    await screen.findByText('Total ₱128.45');

    await user.click(screen.getByRole('button', { name: 'Yesterday' }));

    expect(await screen.findByText('Total ₱0.00')).toBeInTheDocument();
    expect(screen.getByText('No data yet')).toBeInTheDocument();
    expect(rebates.requests.at(-1)?.query).toEqual({ startDate: '2026-01-04', endDate: '2026-01-04', scope: 'agent' });
  });

  it('shows the server’s refusal translated, with a retry', async () => {
    server.use(agentRoute(AGENT_PATHS.rebates, notInTeam).handler);
    signInAgent();
    await renderPage(<AgentRebatePage />, { path: paths.agentRebate });

    expect(await screen.findByText(NO_PERMISSION_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('TeamRebatePage', () => {
  it('asks for the team’s rebates and names the member each was paid to', async () => {
    fixDate(NOON);
    const rebates = agentRoute(AGENT_PATHS.rebates, () => ok(rebateValueFactory()));
    server.use(rebates.handler);
    signInAgent();
    await renderPage(<TeamRebatePage />, { path: paths.teamRebate });

    expect(await screen.findByText('Total ₱128.45')).toBeInTheDocument();
    expect(rowsOf('History')).toEqual([
      ['Date', 'Member', 'Amount'],
      ['Jan 4, 2026', 'agent01', '₱120.35'],
      ['Jan 3, 2026', 'tm0001', '₱8.10'],
    ]);
    expect(rebates.requests[0]?.query.scope).toBe('team');
  });

  it('sends a member who is not an agent home', async () => {
    signInMember();
    const { router } = await renderPage(<TeamRebatePage />, { path: paths.teamRebate });

    expect(router.state.location.pathname).toBe('/m/home');
  });
});
