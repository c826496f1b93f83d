import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER_PATHS } from '@platform/shared/contract';
import { apiUrl, http, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { promotionsWith, signInMember } from '../../testing/member-kit';
import { InviteFriendsPage } from './InviteFriendsPage';

const server = setupMockServer();

describe('InviteFriendsPage', () => {
  it('sends a visitor to login', async () => {
    const { router } = await renderPage(<InviteFriendsPage />, { path: '/m/inviteFriends' });
    expect(router.state.location.pathname).toBe('/m/login');
  });

  it('shows contact_service and goes home while the REFERRAL promotion is off', async () => {
    signInMember();
    server.use(http.get(apiUrl(MEMBER_PATHS.promotions), () => ok(promotionsWith('MISSION'))));
    const { router } = await renderPage(<InviteFriendsPage />, { path: '/m/inviteFriends' });
    expect(await screen.findByText('Please contact customer service.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('gives the member’s code, link and invited count while REFERRAL runs', async () => {
    signInMember();
    server.use(
      http.get(apiUrl(MEMBER_PATHS.promotions), () => ok(promotionsWith('REFERRAL'))),
      http.get(apiUrl(MEMBER_PATHS.referral), () =>
        ok({ code: 'MEMBER1001', registerPath: '/m/register?affiliateCode=MEMBER1001', invitedCount: 3 }),
      ),
    );
    await renderPage(<InviteFriendsPage />, { path: '/m/inviteFriends' });
    expect(await screen.findByText('MEMBER1001')).toBeInTheDocument();
    expect(screen.getByLabelText('Invitation link')).toHaveValue(
      `${window.location.origin}/m/register?affiliateCode=MEMBER1001`,
    );
    expect(screen.getByText('3 friends invited')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });
});
