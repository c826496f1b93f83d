import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login, paths } from '@platform/shared';
import { GAME_PATHS } from '@platform/shared/contract';
import { apiUrl, http, loginValueFactory, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { gameRoute, lotteryFactory, lotteryVendorsFactory } from '../../testing/lobby-kit';
import { LotteryPage } from './LotteryPage';
import { MoreLotteryPage } from './MoreLotteryPage';
import { StartLotteryPage } from './StartLotteryPage';
import { prizeModeOf } from './prize-mode';

const server = setupMockServer();

const lotteries = [
  lotteryFactory({ nodeId: 1, displayName: 'Swertres' }),
  lotteryFactory({ nodeId: 2, displayName: 'Lotto 6/42', drawMinutes: 1 }),
];
const elotteries = [
  lotteryFactory({
    nodeId: 11,
    displayName: 'Speed Keno',
    vassalage: 'ELOTT',
    prizeMode: 'Elott',
    gameClassifyNew: 'KENO',
  }),
  lotteryFactory({
    nodeId: 12,
    displayName: 'Fast 3',
    vassalage: 'ELOTT',
    prizeMode: 'Elott',
    gameClassifyNew: 'FAST',
  }),
];

function lotteryRoute() {
  return gameRoute('lottery', (query) => ok({ list: query.prizeMode === 'Elott' ? elotteries : lotteries }));
}

const vendors = (...codes: string[]) =>
  http.get(apiUrl(GAME_PATHS.vendorGameTypes), () => ok(lotteryVendorsFactory(...codes)));

describe('the prize mode', () => {
  it('is e-lottery when the lottery vendors hold ELOTT, plain lottery otherwise', () => {
    expect(prizeModeOf(lotteryVendorsFactory('LOTT', 'ELOTT'))).toBe('Elott');
    expect(prizeModeOf(lotteryVendorsFactory('TCG_LOTTO_VN', 'LOTT'))).toBe('Lott');
    expect(prizeModeOf([])).toBe('Lott');
  });
});

describe('the lottery page', () => {
  it('lists the plain lotteries with their draw interval when there is no e-lottery', async () => {
    const list = lotteryRoute();
    server.use(vendors('LOTT'), list.handler);
    await renderPage(<LotteryPage />, { path: paths.lottery });
    const games = await screen.findByRole('list', { name: 'Lottery' });
    expect(within(games).getByRole('button', { name: /Swertres/ })).toHaveTextContent('Draw every 5 minutes');
    expect(within(games).getByRole('button', { name: /Lotto 6\/42/ })).toHaveTextContent('Draw every minute');
    expect(list.requests).toEqual([{ module: 'GAMELO3', query: { prizeMode: 'Lott' } }]);
    expect(screen.getByRole('link', { name: 'More lottery games' })).toHaveAttribute('href', paths.moreLottery);
  });

  it('lists the e-lotteries by kind when the vendors hold ELOTT', async () => {
    const list = lotteryRoute();
    server.use(vendors('ELOTT'), list.handler);
    const { user } = await renderPage(<LotteryPage />, { path: paths.lottery });
    await screen.findByText('Speed Keno');
    expect(list.requests[0]?.query).toEqual({ prizeMode: 'Elott' });
    await user.click(screen.getByRole('tab', { name: 'Fast' }));
    expect(screen.queryByText('Speed Keno')).not.toBeInTheDocument();
    expect(screen.getByText('Fast 3')).toBeInTheDocument();
  });

  it('opens the lottery lobby by the launch rules, for a guest once logged in', async () => {
    server.use(
      vendors('LOTT'),
      lotteryRoute().handler,
      http.get(apiUrl(GAME_PATHS.recentAdd), () => ok({})),
    );
    const guest = await renderPage(<LotteryPage />, { path: paths.lottery });
    await guest.user.click(await screen.findByRole('button', { name: /Swertres/ }));
    expect(guest.router.state.location.pathname).toBe(paths.login);
    guest.unmount();

    // Back on the page after the login, the guest's tap is finished: the game opens by itself.
    login(loginValueFactory(), 'M001');
    const member = await renderPage(<LotteryPage />, { path: paths.lottery });
    await waitFor(() => expect(member.router.state.location.pathname).toBe(paths.launchGame));
    const { pathname, search } = member.router.state.location;
    expect(pathname).toBe(paths.launchGame);
    expect(Object.fromEntries(new URLSearchParams(search))).toMatchObject({
      vendor: 'LOTT',
      code: 'lobby',
      playType: 'Tradition',
      prize_mode: 'Elott',
      pageBack: paths.lottery,
    });
  });
});

describe('the more-lottery page', () => {
  it('shows both lists, each under its heading', async () => {
    server.use(lotteryRoute().handler);
    await renderPage(<MoreLotteryPage />, { path: paths.moreLottery });
    const plain = await screen.findByRole('region', { name: 'Lottery' });
    const electronic = screen.getByRole('region', { name: 'E-lottery' });
    expect(await within(plain).findByText('Swertres')).toBeInTheDocument();
    expect(await within(electronic).findByText('Speed Keno')).toBeInTheDocument();
    expect(within(plain).queryByText('Speed Keno')).not.toBeInTheDocument();
  });
});

describe('the start-lottery page', () => {
  it('shows the chosen lottery with a bet button, and the list when none is chosen', async () => {
    server.use(vendors('LOTT'), lotteryRoute().handler);
    const { user } = await renderPage(<StartLotteryPage />, { path: paths.startLottery });
    expect(await screen.findByText('Choose a lottery game to start.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Lotto 6\/42/ }));
    expect(screen.getByRole('heading', { name: 'Lotto 6/42' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bet now' })).toBeInTheDocument();
  });
});
