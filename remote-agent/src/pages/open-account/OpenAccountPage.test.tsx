import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login } from '@platform/shared';
import { AGENT_PATHS, PATHS, type ContractOfferBody, type OpenAccountBody } from '@platform/shared/contract';
import { contractFactory, contractsFactory } from '../../testing/agent-kit';
import { apiUrl, fail, http, loginValueFactory, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { OpenAccountPage } from './OpenAccountPage';

const server = setupMockServer();

function arrange(sent: OpenAccountBody[]) {
  server.use(
    http.get(apiUrl(PATHS.rules), () => fail(503, { errorCode: 'system.maintenance', message: 'down' })),
    http.get(apiUrl(AGENT_PATHS.openAccount), () => ok({ maxRebateRate: 0.6 })),
    http.post(apiUrl(AGENT_PATHS.openAccount), async ({ request }) => {
      const body = (await request.json()) as OpenAccountBody;
      sent.push(body);
      return ok({ id: 99, account: body.account, type: body.kind === 'agent' ? 1 : 0 });
    }),
  );
  login(loginValueFactory({ userName: 'agent01', customerType: 1 }), 'M001');
}

describe('OpenAccountPage', () => {
  it('refuses a rebate rate above the agent’s own before sending anything', async () => {
    const sent: OpenAccountBody[] = [];
    arrange(sent);
    const { user } = await renderPage(<OpenAccountPage />, { path: '/m/agentRegister' });

    await user.type(await screen.findByLabelText('Username'), 'newbie01');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.clear(screen.getByLabelText('Rebate rate (%)'));
    await user.type(screen.getByLabelText('Rebate rate (%)'), '0.7');
    await user.click(screen.getByRole('button', { name: 'Open account' }));

    expect(await screen.findByText('Enter a rate from 0 to 0.6, with at most two decimals.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('opens a downline agent with the rate given', async () => {
    const sent: OpenAccountBody[] = [];
    arrange(sent);
    const { user } = await renderPage(<OpenAccountPage />, { path: '/m/agentRegister' });

    await user.click(await screen.findByRole('radio', { name: 'Agent' }));
    await user.type(screen.getByLabelText('Username'), 'newagent1');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.clear(screen.getByLabelText('Rebate rate (%)'));
    await user.type(screen.getByLabelText('Rebate rate (%)'), '0.55');
    await user.click(screen.getByRole('button', { name: 'Open account' }));

    expect(await screen.findByText('Account newagent1 is open. It can log in now.')).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'agent', account: 'newagent1', password: 'abc12345', rebateRate: 0.55 }]);
  });

  it('offers the sub-agent just opened a contract, and no player', async () => {
    arrange([]);
    const offers: ContractOfferBody[] = [];
    server.use(
      http.get(apiUrl(AGENT_PATHS.contracts), () =>
        ok(contractsFactory({ current: [contractFactory({ kind: 'hourly', status: 'accepted' })] })),
      ),
      http.post(apiUrl(AGENT_PATHS.offers), async ({ request }) => {
        offers.push((await request.json()) as ContractOfferBody);
        return ok(contractFactory({ kind: 'hourly', offeredBy: 'agent01' }));
      }),
    );
    const { user } = await renderPage(<OpenAccountPage />, { path: '/m/agentRegister' });
    const open = async (kind: 'Member' | 'Agent', account: string) => {
      await user.click(await screen.findByRole('radio', { name: kind }));
      await user.type(screen.getByLabelText('Username'), account);
      await user.type(screen.getByLabelText('Password'), 'abc12345');
      await user.click(screen.getByRole('button', { name: 'Open account' }));
      await screen.findByText(`Account ${account} is open. It can log in now.`);
    };

    await open('Member', 'player01');
    expect(screen.queryByRole('button', { name: 'Offer player01 a contract' })).not.toBeInTheDocument();
    await open('Agent', 'newagent2');
    await user.click(screen.getByRole('button', { name: 'Offer newagent2 a contract' }));
    const form = within(await screen.findByRole('form', { name: 'Offer newagent2 a contract' }));
    await user.type(form.getByLabelText('Salary per hour, from ₱10,000.00'), '100');
    await user.click(form.getByRole('button', { name: 'Send offer' }));

    expect(
      await screen.findByText('Offer sent. newagent2 will be asked about it at the next login.'),
    ).toBeInTheDocument();
    expect(offers).toEqual([{ memberId: 99, kind: 'hourly', tiers: [{ minimum: 10_000, value: 100 }] }]);
  });

  it('says when the next account can be opened once the agent has opened the most allowed for now', async () => {
    arrange([]);
    server.use(
      http.post(apiUrl(AGENT_PATHS.openAccount), () =>
        fail(429, {
          errorCode: 'rate.creation_limited',
          message: 'limited',
          data: { retryAfterSeconds: 1510 },
        }),
      ),
    );
    const { user } = await renderPage(<OpenAccountPage />, { path: '/m/agentRegister' });

    await user.type(await screen.findByLabelText('Username'), 'newbie11');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.click(screen.getByRole('button', { name: 'Open account' }));

    expect(
      await screen.findByText(
        'You have opened the most accounts allowed for now. You can open the next one in 26 min.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('newbie11');
  });
});
