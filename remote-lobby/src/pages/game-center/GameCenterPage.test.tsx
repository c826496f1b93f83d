import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login, paths } from '@platform/shared';
import { GAME_PATHS } from '@platform/shared/contract';
import { apiUrl, http, loginValueFactory, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { gameRoute, gamesFactory, vendorCategoriesFactory } from '../../testing/lobby-kit';
import { GameCenterPage } from './GameCenterPage';

const server = setupMockServer(http.get(apiUrl(GAME_PATHS.vendorGameTypes), () => ok(vendorCategoriesFactory())));

describe('the game centre', () => {
  it('opens on the hot games, which it asks for once', async () => {
    const hot = gameRoute('hot', () => ok({ list: gamesFactory(3, 40) }));
    server.use(hot.handler);
    await renderPage(<GameCenterPage />, { path: paths.gameCenter });
    expect(await screen.findByText('Game 41')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    expect(hot.requests).toEqual([
      {
        module: 'GAMELOHOT3',
        query: { isPlatform: '2', language: 'EN', platform: 'html5', merchantCode: 'M001' },
      },
    ]);
  });

  it('opens the slots centre on the slot vendors, each leading to its game list', async () => {
    const { user, router } = await renderPage(<GameCenterPage />, { path: paths.slotsCenter });
    const panel = await screen.findByRole('tabpanel', { name: 'Slots' });
    await user.click(await within(panel).findByRole('button', { name: 'JILI Slots' }));
    expect(router.state.location.pathname).toBe(paths.gameList);
    expect(router.state.location.search).toBe('?gameType=RNG&vendor=JILI');
  });

  it('opens a lottery vendor’s own lobby', async () => {
    server.use(http.get(apiUrl(GAME_PATHS.hot), () => ok({ list: [] })));
    login(loginValueFactory(), 'M001');
    const { user, router } = await renderPage(<GameCenterPage />, { path: paths.gameCenter });
    await user.click(await screen.findByRole('tab', { name: 'Lottery' }));
    await user.click(await screen.findByRole('button', { name: 'Lotto' }));
    expect(router.state.location.pathname).toBe(paths.launchGame);
    expect(new URLSearchParams(router.state.location.search).get('code')).toBe('lobby');
  });
});
