import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@platform/shared';
import { AGENT_PATHS } from '@platform/shared/contract';
import { apiUrl, fail, http, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { dividendFactory, sectionOf, signInAgent } from '../../testing/agent-kit';
import { DividendPage } from './DividendPage';

const server = setupMockServer();

const itemsUnder = (heading: string) =>
  sectionOf(heading)
    .getAllByRole('listitem')
    .map((item) => Array.from(item.children, (part) => part.textContent));

describe('DividendPage', () => {
  it('shows the contract’s tiers and each period’s figures exactly as the server sent them', async () => {
    server.use(http.get(apiUrl(AGENT_PATHS.dividends), () => ok(dividendFactory())));
    signInAgent();
    await renderPage(<DividendPage />, { path: paths.agentDividend });

    await screen.findByText('Periods');
    expect(itemsUnder('Contract terms')).toEqual([
      ['Team loss per period from ₱10,000.00', '20%'],
      ['Team loss per period from ₱40,000.00', '25%'],
    ]);
    expect(itemsUnder('Periods')).toEqual([
      ['Dec 16, 2025 to Dec 31, 2025', 'Settled', 'Team loss ₱42,300.50 · Share 25%', 'Dividend ₱10,575.13'],
      ['Jan 1, 2026 to Jan 15, 2026', 'In progress', 'Team loss −₱1,200.00 · Share 0%', 'Dividend ₱0.00'],
    ]);
  });

  it('says no dividend is paid without an accepted contract', async () => {
    server.use(http.get(apiUrl(AGENT_PATHS.dividends), () => ok(dividendFactory({ contract: null, periods: [] }))));
    signInAgent();
    await renderPage(<DividendPage />, { path: paths.agentDividend });

    expect(
      await screen.findByText('You have no accepted dividend contract, so no dividend is paid.'),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal translated', async () => {
    server.use(
      http.get(apiUrl(AGENT_PATHS.dividends), () => fail(503, { errorCode: 'system.maintenance', message: 'down' })),
    );
    signInAgent();
    await renderPage(<DividendPage />, { path: paths.agentDividend });

    expect(await screen.findByText('The platform is under maintenance')).toBeInTheDocument();
  });
});
