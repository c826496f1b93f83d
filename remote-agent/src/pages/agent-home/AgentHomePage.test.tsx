import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, paths, setStartup } from '@platform/shared';
import { AGENT_PATHS, PATHS, type PendingContractsValue } from '@platform/shared/contract';
import {
  apiUrl,
  cachedWallet,
  fail,
  http,
  loginValueFactory,
  ok,
  renderPage,
  setupMockServer,
  startupFactory,
  walletFactory,
} from '@platform/shared/testing';
import { contractFactory, contractsFactory } from '../../testing/agent-kit';
import { AgentHomePage } from './AgentHomePage';

const server = setupMockServer();

const NO_CONTRACTS: PendingContractsValue = {
  dailysalreqtype: null,
  divtypecompperiodreq: null,
  contracthoursalreq: null,
};
const FOOTER = {
  teamLoginMemberCount: 85,
  teamBetMemberCount: 63,
  teamRegisterMemberCount: 3,
  teamOnlineCount: 2,
  teamMemberCount: 226,
  depositAmount: 0,
  withdrawAmount: 0,
  betAmount: 0,
  winLossAmount: 0,
};

beforeEach(() => {
  server.use(
    http.get(apiUrl(AGENT_PATHS.teamKpi), () => ok({ list: [], footer: FOOTER })),
    http.get(apiUrl(AGENT_PATHS.pendingContracts), () => ok(NO_CONTRACTS)),
    http.get(apiUrl(AGENT_PATHS.contracts), () => ok(contractsFactory())),
    http.get(apiUrl(PATHS.unreadCount), () => ok(3)),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

/** Fixes the clock at an hour in Manila (UTC+8) without faking timers, which the mock server needs. */
function atHour(hour: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.UTC(2026, 0, 5, hour - 8, 30)));
}

describe('AgentHomePage', () => {
  it.each([
    ['a visitor', null],
    ['a member (type 0)', 0],
    ['a trial account (type 4)', 4],
    ['a type 40 member', 40],
  ])('sends %s home', async (_who, type) => {
    if (type !== null) login(loginValueFactory({ customerType: type }), 'M001');
    const { router } = await renderPage(<AgentHomePage />, { path: '/m/agent' });

    expect(router.state.location.pathname).toBe('/m/home');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { name: 'Agency centre' })).not.toBeInTheDocument();
  });

  it('greets an agent by the hour and shows the total balance', async () => {
    atHour(9);
    server.use(http.get(apiUrl(PATHS.wallet), () => ok(walletFactory({ sumBalance: 1520.75, currencySymbol: '₱' }))));
    login(loginValueFactory({ userName: 'agent01', customerType: 1 }), 'M001');
    await renderPage(<AgentHomePage />, { path: '/m/agent' });

    expect(screen.getByRole('heading', { level: 1, name: 'Agency centre' })).toBeInTheDocument();
    expect(screen.getByText('Good morning')).toBeInTheDocument();
    expect(screen.getByText('agent01')).toBeInTheDocument();
    expect(await screen.findByText('₱1,520.75')).toBeInTheDocument();
    expect(cachedWallet()).toEqual({ sumBalance: 1520.75, currencySymbol: '₱' });
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
  });

  it('greets in the evening band at 19:00', async () => {
    atHour(19);
    server.use(http.get(apiUrl(PATHS.wallet), () => ok(walletFactory())));
    login(loginValueFactory({ customerType: 1 }), 'M001');
    await renderPage(<AgentHomePage />, { path: '/m/agent', language: 'ty' });

    expect(screen.getByText('Magandang gabi')).toBeInTheDocument();
    expect(await screen.findByText('₱1,520.75')).toBeInTheDocument();
  });

  it('offers a retry when the balance cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(PATHS.wallet), () =>
        ++calls === 1
          ? fail(503, { errorCode: 'system.maintenance', message: 'down' })
          : ok(walletFactory({ sumBalance: 50 })),
      ),
    );
    login(loginValueFactory({ customerType: 1 }), 'M001');
    const { user } = await renderPage(<AgentHomePage />, { path: '/m/agent' });

    expect(
      await screen.findByText('The balance could not be loaded. The platform is under maintenance'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('₱50.00')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("shows today's team counters and only the menu entries the merchant enables", async () => {
    setStartup(startupFactory({ whitelabel: { AGEDOWNMAN3: true, MAILCEN: true } }));
    server.use(http.get(apiUrl(PATHS.wallet), () => ok(walletFactory())));
    login(loginValueFactory({ customerType: 1 }), 'M001');
    await renderPage(<AgentHomePage />, { path: '/m/agent' });

    expect(await screen.findByText('85')).toBeInTheDocument();
    expect(screen.getByText('Registered persons')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Agent menu' });
    expect(menu).toHaveTextContent('Team members');
    expect(menu).toHaveTextContent('Customer service');
    expect(menu).not.toHaveTextContent('Team overview');
    expect(await screen.findByLabelText('3 unread')).toBeInTheDocument();
  });

  it('draws an icon for each entry, hidden from screen readers, which read the entry’s label', async () => {
    setStartup(startupFactory({ whitelabel: { AGEDOWNMAN3: true, AGETEAMPNL3: true, AGEDIVIDEND3: true } }));
    server.use(http.get(apiUrl(PATHS.wallet), () => ok(walletFactory())));
    login(loginValueFactory({ customerType: 1 }), 'M001');
    await renderPage(<AgentHomePage />, { path: '/m/agent', language: 'ty' });

    const entries = [
      ...within(screen.getByRole('navigation', { name: 'Menu ng ahente' })).getAllByRole('button'),
      ...within(screen.getByRole('navigation', { name: 'Mga shortcut ng ahente' })).getAllByRole('button'),
    ];
    expect(entries.map((entry) => entry.querySelector('svg')?.dataset.icon)).toEqual([
      'members',
      'pnl',
      'service',
      'home',
      'dividends',
    ]);
    for (const entry of entries) {
      const icon = entry.querySelector('svg');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon?.querySelectorAll('path').length).toBeGreaterThan(0);
      expect(entry).toHaveAccessibleName(entry.textContent ?? '');
    }
    expect(entries[1]).toHaveAccessibleName('Kita at lugi ng team');
  });

  it('asks about each pending contract in turn and opens the one chosen', async () => {
    const pending = {
      id: 7,
      status: 'pending',
      tiers: [],
      offeredBy: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      answeredAt: null,
    };
    server.use(
      http.get(apiUrl(PATHS.wallet), () => ok(walletFactory())),
      http.get(apiUrl(AGENT_PATHS.pendingContracts), () =>
        ok({
          dailysalreqtype: { ...pending, kind: 'salary' },
          divtypecompperiodreq: null,
          contracthoursalreq: { ...pending, kind: 'hourly' },
        }),
      ),
    );
    login(loginValueFactory({ customerType: 1 }), 'M001');
    const { user, router } = await renderPage(<AgentHomePage />, { path: '/m/agent' });

    expect(
      await screen.findByText('You have a new daily salary contract waiting for your answer.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('You have a new hourly salary contract waiting for your answer.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go' }));

    expect(router.state.location.pathname).toBe('/m/member/agent/getHourContract');
  });

  it('shows the contracts: each offer waiting with the way to answer it, those in force, and the way to all', async () => {
    server.use(
      http.get(apiUrl(PATHS.wallet), () => ok(walletFactory())),
      http.get(apiUrl(AGENT_PATHS.contracts), () =>
        ok(
          contractsFactory({
            pending: [contractFactory({ id: 9, kind: 'hourly' }), contractFactory({ id: 8, kind: 'dividend' })],
            current: [
              contractFactory({ id: 3, status: 'accepted' }),
              contractFactory({ id: 2, kind: 'dividend', status: 'accepted' }),
            ],
          }),
        ),
      ),
    );
    login(loginValueFactory({ userName: 'agent01', customerType: 1 }), 'M001');
    await renderPage(<AgentHomePage />, { path: '/m/agent' });

    const card = within((await screen.findByRole('heading', { name: 'Contracts' })).parentElement as HTMLElement);
    expect(card.getByText('Offers waiting for your answer: 2')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Hourly salary · Review and answer' })).toHaveAttribute(
      'href',
      paths.hourContract,
    );
    expect(card.getByRole('link', { name: 'Dividend · Review and answer' })).toHaveAttribute(
      'href',
      paths.dividendContract,
    );
    expect(card.getByText('In force: Daily salary, Dividend')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'All contracts' })).toHaveAttribute('href', paths.agentDividend);
  });

  it('tells an agent without contracts that it is asked at login once one is offered', async () => {
    server.use(http.get(apiUrl(PATHS.wallet), () => ok(walletFactory())));
    login(loginValueFactory({ userName: 'sub9a01', customerType: 1 }), 'M001');
    await renderPage(<AgentHomePage />, { path: '/m/agent' });

    const card = within((await screen.findByRole('heading', { name: 'Contracts' })).parentElement as HTMLElement);
    expect(
      card.getByText('You have no contract in force. When one is offered to you, you are asked about it at login.'),
    ).toBeInTheDocument();
    expect(card.queryByText(/Review and answer/)).not.toBeInTheDocument();
  });
});
