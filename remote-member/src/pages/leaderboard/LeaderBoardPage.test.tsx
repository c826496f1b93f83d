import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER_PATHS, PROMO_PATHS, type MissionWinner } from '@platform/shared/contract';
import { apiUrl, http, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { promotionsWith } from '../../testing/member-kit';
import { LeaderBoardPage } from './LeaderBoardPage';

const server = setupMockServer();
const winner = (account: string, winAmount: number): MissionWinner => ({
  vo: { account, mission: '100 spins', winAmount },
});

describe('LeaderBoardPage', () => {
  it('sorts the winner board by vo.winAmount, highest first, whatever order arrives', async () => {
    server.use(
      http.get(apiUrl(MEMBER_PATHS.promotions), () => ok(promotionsWith('MISSION'))),
      http.get(apiUrl(PROMO_PATHS.missionWinners), () =>
        ok([winner('ju***01', 450), winner('ma***88', 1000), winner('ro***ez', 125)]),
      ),
    );
    await renderPage(<LeaderBoardPage />);
    const board = await screen.findByRole('list', { name: 'Winner board' });
    expect(
      within(board)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['1ma***88100 spinsWon ₱1,000.00', '2ju***01100 spinsWon ₱450.00', '3ro***ez100 spinsWon ₱125.00']);
  });

  it('says no mission runs while the MISSION promotion is off', async () => {
    server.use(http.get(apiUrl(MEMBER_PATHS.promotions), () => ok(promotionsWith())));
    await renderPage(<LeaderBoardPage />);
    expect(await screen.findByText('There is no mission running right now.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
