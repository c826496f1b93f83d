import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login } from '@platform/shared';
import { AGENT_PATHS, type TeamMember, type TeamMembersValue } from '@platform/shared/contract';
import { apiUrl, http, loginValueFactory, ok, renderPage, setupMockServer } from '@platform/shared/testing';
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
});
