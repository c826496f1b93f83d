import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@platform/shared';
import { AGENT_PATHS } from '@platform/shared/contract';
import { apiUrl, fail, http, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { contractFactory, contractsFactory, dividendFactory, sectionOf, signInAgent } from '../../testing/agent-kit';
import { DividendPage } from './DividendPage';

const server = setupMockServer();

beforeEach(() => {
  server.use(http.get(apiUrl(AGENT_PATHS.contracts), () => ok(contractsFactory())));
});

/** The contract cards of a list: the kind, its status, and the rest of its lines. */
const contractsUnder = (heading: string) =>
  sectionOf(heading)
    .queryAllByRole('listitem')
    .map((item) => ({
      kind: within(item).getByRole('heading').textContent,
      status: item.querySelector('[data-status]')?.textContent,
      link: within(item).queryByRole('link')?.getAttribute('href') ?? null,
    }));

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

  it('lists the offers to answer with the way to each, the contracts in force and the past ones', async () => {
    server.use(
      http.get(apiUrl(AGENT_PATHS.dividends), () => ok(dividendFactory())),
      http.get(apiUrl(AGENT_PATHS.contracts), () =>
        ok(
          contractsFactory({
            pending: [
              contractFactory({ id: 9, kind: 'hourly', offeredBy: 'agent01' }),
              contractFactory({ id: 8, kind: 'dividend' }),
            ],
            current: [contractFactory({ id: 3, status: 'accepted', answeredAt: '2026-01-05T03:00:00.000Z' })],
            history: [
              contractFactory({ id: 2, kind: 'hourly', status: 'declined', answeredAt: '2025-12-01T03:00:00.000Z' }),
              contractFactory({ id: 1, status: 'accepted', answeredAt: '2025-11-01T03:00:00.000Z' }),
            ],
          }),
        ),
      ),
    );
    signInAgent();
    await renderPage(<DividendPage />, { path: paths.agentDividend });

    await screen.findByText('Offers to answer');
    expect(contractsUnder('Offers to answer')).toEqual([
      { kind: 'Hourly salary', status: 'Waiting for your answer', link: paths.hourContract },
      { kind: 'Dividend', status: 'Waiting for your answer', link: paths.dividendContract },
    ]);
    expect(sectionOf('Offers to answer').getByText(/Offered by agent01/)).toBeInTheDocument();
    expect(sectionOf('Offers to answer').getAllByText(/Offered by the company/)).toHaveLength(1);
    expect(contractsUnder('Contracts in force')).toEqual([{ kind: 'Daily salary', status: 'In force', link: null }]);
    expect(
      sectionOf('Contracts in force')
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₱10,000.00', '₱150.00', '₱50,000.00', '₱800.50']);
    // An accepted contract among the past ones is one a later contract replaced.
    expect(contractsUnder('Past contracts and offers')).toEqual([
      { kind: 'Hourly salary', status: 'Declined', link: null },
      { kind: 'Daily salary', status: 'Replaced by a later contract', link: null },
    ]);
  });

  it('says so when no contract is offered, in force or past', async () => {
    server.use(http.get(apiUrl(AGENT_PATHS.dividends), () => ok(dividendFactory({ contract: null, periods: [] }))));
    signInAgent();
    await renderPage(<DividendPage />, { path: paths.agentDividend });

    expect(await screen.findByText('No offer is waiting for your answer.')).toBeInTheDocument();
    expect(
      screen.getByText('You have no contract in force. When one is offered to you, you are asked about it at login.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No past contracts yet.')).toBeInTheDocument();
  });
});
