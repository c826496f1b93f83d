import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login } from '@platform/shared';
import { AGENT_PATHS, type ContractOfferBody, type TeamMember, type TeamMembersValue } from '@platform/shared/contract';
import { apiUrl, fail, http, loginValueFactory, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { contractFactory, contractsFactory } from '../../testing/agent-kit';
import { TeamMembersPage } from './TeamMembersPage';

const server = setupMockServer();

const member = (id: number, account: string, level: number, downlineCount: number): TeamMember => ({
  id,
  account,
  type: downlineCount > 0 ? 1 : 0,
  isAgent: downlineCount > 0,
  level,
  balance: 12.5,
  regDate: '2025-01-01T00:00:00.000Z',
  lastLoginAt: null,
  status: 'active',
  downlineCount,
});

const LEVELS: Record<string, TeamMembersValue> = {
  top: {
    list: [member(10, 'sub1a01', 1, 2)],
    pageNum: 1,
    totalPages: 1,
    total: 1,
    path: [{ id: 1, account: 'agent01' }],
  },
  '10': {
    list: [member(20, 'sub2a01', 2, 0), member(21, 'tm0001', 2, 0)],
    pageNum: 1,
    totalPages: 1,
    total: 2,
    path: [
      { id: 1, account: 'agent01' },
      { id: 10, account: 'sub1a01' },
    ],
  },
};

describe('TeamMembersPage', () => {
  it('drills into a downline and back up by the breadcrumb', async () => {
    server.use(
      http.get(apiUrl(AGENT_PATHS.teamMembers), ({ request }) => {
        const parent = new URL(request.url).searchParams.get('parentId') ?? 'top';
        const level = LEVELS[parent];
        return level ? ok(level) : ok({ ...LEVELS.top, list: [] });
      }),
    );
    login(loginValueFactory({ userName: 'agent01', customerType: 1 }), 'M001');
    const { user } = await renderPage(<TeamMembersPage />, { path: '/m/member/team' });

    await user.click(await screen.findByRole('button', { name: "View sub1a01's downline (2)" }));
    expect(await screen.findByText('2 members')).toBeInTheDocument();
    expect(screen.getByText('tm0001')).toBeInTheDocument();
    expect(screen.getAllByText('Last login: Never')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'agent01' }));
    expect(await screen.findByRole('button', { name: "View sub1a01's downline (2)" })).toBeInTheDocument();
  });

  describe('offering a contract', () => {
    // The agent's own contracts in force: a salary of 100 from 10,000 and 300 from 50,000, and a 20% dividend.
    const OWN = contractsFactory({
      current: [
        contractFactory({
          status: 'accepted',
          tiers: [
            { minimum: 10_000, value: 100 },
            { minimum: 50_000, value: 300 },
          ],
        }),
        contractFactory({ id: 8, kind: 'dividend', status: 'accepted', tiers: [{ minimum: 0, value: 20 }] }),
      ],
    });

    function serveTeam(offer: (body: ContractOfferBody) => Response) {
      const offers: ContractOfferBody[] = [];
      server.use(
        http.get(apiUrl(AGENT_PATHS.teamMembers), () =>
          ok({ ...LEVELS.top, list: [member(10, 'sub1a01', 1, 2), member(11, 'tm0002', 1, 0)], total: 2 }),
        ),
        http.get(apiUrl(AGENT_PATHS.contracts), () => ok(OWN)),
        http.post(apiUrl(AGENT_PATHS.offers), async ({ request }) => {
          const body = (await request.json()) as ContractOfferBody;
          offers.push(body);
          return offer(body);
        }),
      );
      return offers;
    }

    async function openOffer() {
      login(loginValueFactory({ userName: 'agent01', customerType: 1 }), 'M001');
      const rendered = await renderPage(<TeamMembersPage />, { path: '/m/member/team' });
      await rendered.user.click(await screen.findByRole('button', { name: 'Offer a contract to sub1a01' }));
      return { ...rendered, form: within(await screen.findByRole('form', { name: 'Offer sub1a01 a contract' })) };
    }

    it('offers a direct sub-agent terms on the agent’s own tiers, and none to a player', async () => {
      const offers = serveTeam(() => ok(contractFactory({ offeredBy: 'agent01' })));
      const { user, form } = await openOffer();

      expect(screen.getByText('tm0002')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Offer a contract to tm0002' })).not.toBeInTheDocument();
      expect(form.getByRole('radio', { name: 'Daily salary' })).toBeChecked();
      const first = form.getByLabelText('Salary per day, from ₱10,000.00');
      expect(first).toHaveAccessibleDescription(/Up to ₱100.00, what your own contract pays/);
      await user.type(first, '80');
      await user.type(form.getByLabelText('Salary per day, from ₱50,000.00'), '250.5');
      await user.click(form.getByRole('button', { name: 'Send offer' }));

      expect(
        await screen.findByText('Offer sent. sub1a01 will be asked about it at the next login.'),
      ).toBeInTheDocument();
      expect(offers).toEqual([
        {
          memberId: 10,
          kind: 'salary',
          tiers: [
            { minimum: 10_000, value: 80 },
            { minimum: 50_000, value: 250.5 },
          ],
        },
      ]);
      expect(screen.queryByRole('form', { name: 'Offer sub1a01 a contract' })).not.toBeInTheDocument();
    });

    it('keeps an offer above the agent’s own terms from being sent', async () => {
      const offers = serveTeam(() => ok(contractFactory()));
      const { user, form } = await openOffer();

      await user.click(form.getByRole('radio', { name: 'Dividend' }));
      const share = form.getByLabelText('Dividend share, from ₱0.00');
      await user.type(share, '21');
      await user.click(form.getByRole('button', { name: 'Send offer' }));

      expect(share).toHaveAccessibleDescription(/At most 20%, what your own contract pays./);
      await user.clear(share);
      await user.click(form.getByRole('button', { name: 'Send offer' }));
      expect(form.getByRole('alert')).toHaveTextContent('Fill in at least one tier.');
      expect(offers).toEqual([]);
    });

    it('shows the server’s refusal translated and keeps the form', async () => {
      serveTeam(() => fail(409, { errorCode: 'contract.pending_exists', message: 'pending', data: { field: 'kind' } }));
      const { user, form } = await openOffer();

      await user.type(form.getByLabelText('Salary per day, from ₱10,000.00'), '50');
      await user.click(form.getByRole('button', { name: 'Send offer' }));

      expect(
        await screen.findByText('An offer of this kind is already waiting for this agent’s answer.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Offer sub1a01 a contract' })).toBeInTheDocument();
    });
  });
});
