import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { intentReturnPath, login, paths, readIntent } from '@platform/shared';
import { GAME_PATHS, MODULE_HEADER } from '@platform/shared/contract';
import { apiUrl, http, loginValueFactory, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { registerLobbyNamespace } from '../../i18n/namespace';
import { useLaunchGame } from './use-launch-game';
import type { LaunchTarget } from './launch-rules';

registerLobbyNamespace();
const server = setupMockServer();

function LaunchButton({ target }: { target: LaunchTarget }) {
  const launch = useLaunchGame();
  return (
    <button type="button" onClick={() => launch(target)}>
      launch
    </button>
  );
}

describe('launching a game', () => {
  it('sends a guest to the login page without recording anything', async () => {
    const { user, router } = await renderPage(<LaunchButton target={{ vendor: 'PG', nodeId: 4 }} />, {
      path: '/m/gameList',
    });
    await user.click(screen.getByRole('button', { name: 'launch' }));
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('launches the game a guest tapped once the guest is back from the login, and only once', async () => {
    server.use(http.get(apiUrl(GAME_PATHS.recentAdd), () => ok({})));
    const guest = await renderPage(<LaunchButton target={{ vendor: 'PG', nodeId: 4 }} />, {
      path: '/m/gameList',
      route: '/m/gameList?gameType=RNG',
    });
    await guest.user.click(screen.getByRole('button', { name: 'launch' }));
    expect(readIntent()?.action).toEqual({ kind: 'lobby.launch', data: { vendor: 'PG', nodeId: 4 } });
    guest.unmount();

    login(loginValueFactory(), 'M001');
    const back = intentReturnPath() ?? '';
    expect(back).toBe('/m/gameList?gameType=RNG');
    const { router } = await renderPage(<LaunchButton target={{ vendor: 'JILI', nodeId: 9 }} />, {
      path: '/m/gameList',
      route: back,
    });
    await expect.poll(() => router.state.location.pathname).toBe(paths.launchGame);
    expect(new URLSearchParams(router.state.location.search).get('nodeId')).toBe('4');
    expect(readIntent()).toBeNull();
  });

  it('records the game as recent and opens the launch page with the way back', async () => {
    const recorded: Array<{ search: string; module: string | null }> = [];
    server.use(
      http.get(apiUrl(GAME_PATHS.recentAdd), ({ request }) => {
        recorded.push({ search: new URL(request.url).search, module: request.headers.get(MODULE_HEADER) });
        return ok({});
      }),
    );
    login(loginValueFactory(), 'M001');
    const { user, router } = await renderPage(<LaunchButton target={{ vendor: 'PG', nodeId: 4 }} />, {
      path: '/m/gameList',
      route: '/m/gameList?gameType=RNG',
    });
    await user.click(screen.getByRole('button', { name: 'launch' }));
    expect(router.state.location.pathname).toBe(paths.launchGame);
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('nodeId')).toBe('4');
    expect(search.get('pageBack')).toBe('/m/gameList?gameType=RNG');
    await expect.poll(() => recorded).toEqual([{ search: '?nodeId=4&vendor=PG', module: 'GAMELOREC3' }]);
  });
});
