import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@platform/shared';
import {
  AGENT_PATHS,
  type ContractAnswerBody,
  type ContractDetail,
  type ContractKind,
} from '@platform/shared/contract';
import { apiUrl, fail, http, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { contractFactory, signInAgent, signInMember } from '../../testing/agent-kit';
import { ContractPage } from './ContractPage';

const server = setupMockServer();

/** A server holding one contract of `kind`; it answers a PUT with the contract in its new state. */
function serveContract(kind: ContractKind, contract: ContractDetail | null) {
  const answers: ContractAnswerBody[] = [];
  server.use(
    http.get(apiUrl(AGENT_PATHS.contract(kind)), () => ok(contract)),
    http.put(apiUrl(AGENT_PATHS.contract(kind)), async ({ request }) => {
      const body = (await request.json()) as ContractAnswerBody;
      answers.push(body);
      if (!contract) return fail(409, { errorCode: 'request.malformed', message: 'none' });
      return ok({
        ...contract,
        status: body.decision === 'accept' ? 'accepted' : 'declined',
        answeredAt: '2026-01-05T03:00:00.000Z',
      });
    }),
  );
  return answers;
}

const tierRows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('ContractPage', () => {
  it('shows a salary contract’s tiers in pesos exactly as the server sent them', async () => {
    serveContract('salary', contractFactory());
    signInAgent();
    await renderPage(<ContractPage kind="salary" />, { path: paths.salaryContract });

    expect(await screen.findByText('Waiting for your answer')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Team bets per day from' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Salary per day' })).toBeInTheDocument();
    expect(tierRows()).toEqual([
      ['₱10,000.00', '₱150.00'],
      ['₱50,000.00', '₱800.50'],
    ]);
  });

  it('shows a dividend contract’s shares as percentages, not pesos', async () => {
    serveContract(
      'dividend',
      contractFactory({
        kind: 'dividend',
        tiers: [
          { minimum: 20_000, value: 22.5 },
          { minimum: 80_000, value: 35 },
        ],
      }),
    );
    signInAgent();
    await renderPage(<ContractPage kind="dividend" />, { path: paths.dividendContract });

    expect(await screen.findByText('Dividend share')).toBeInTheDocument();
    expect(tierRows()).toEqual([
      ['₱20,000.00', '22.5%'],
      ['₱80,000.00', '35%'],
    ]);
  });

  it('accepts a pending hourly contract and then offers no more answers', async () => {
    const answers = serveContract('hourly', contractFactory({ kind: 'hourly' }));
    signInAgent();
    const { user } = await renderPage(<ContractPage kind="hourly" />, { path: paths.hourContract });

    await screen.findByText('Waiting for your answer');
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Contract accepted.')).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(answers).toEqual([{ decision: 'accept' }]);
  });

  it('keeps the choice open, with the server’s reason translated, when the server refuses the answer', async () => {
    serveContract('salary', contractFactory());
    server.use(
      http.put(apiUrl(AGENT_PATHS.contract('salary')), () =>
        fail(409, { errorCode: 'request.malformed', message: 'There is no pending salary contract to answer.' }),
      ),
    );
    signInAgent();
    const { user } = await renderPage(<ContractPage kind="salary" />, { path: paths.salaryContract });

    await screen.findByText('Waiting for your answer');
    await user.click(screen.getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('The request could not be read. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Waiting for your answer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.queryByText('Contract declined.')).not.toBeInTheDocument();
  });

  it('names the upline that offered the contract, and leads to all contracts', async () => {
    serveContract('salary', contractFactory({ offeredBy: 'agent01' }));
    signInAgent('sub1a01');
    await renderPage(<ContractPage kind="salary" />, { path: paths.salaryContract });

    expect(await screen.findByText(/Offered by agent01/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All contracts' })).toHaveAttribute('href', paths.agentDividend);
  });

  it('shows an answered contract without the buttons', async () => {
    serveContract('salary', contractFactory({ status: 'declined', answeredAt: '2026-01-05T03:00:00.000Z' }));
    signInAgent();
    await renderPage(<ContractPage kind="salary" />, { path: paths.salaryContract });

    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('says when no contract of the kind was offered', async () => {
    serveContract('dividend', null);
    signInAgent();
    await renderPage(<ContractPage kind="dividend" />, { path: paths.dividendContract });

    expect(await screen.findByText('No contract of this kind has been offered to you.')).toBeInTheDocument();
  });

  it('sends a member who is not an agent home without asking for the contract', async () => {
    signInMember();
    const { router } = await renderPage(<ContractPage kind="salary" />, { path: paths.salaryContract });

    expect(router.state.location.pathname).toBe('/m/home');
  });
});
