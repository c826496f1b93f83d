import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWallet } from '@platform/shared';
import { PATHS, PLAY_BALANCE_MESSAGE, RESPONSIBLE_PATHS } from '@platform/shared/contract';
import { apiUrl, fail, http, ok, renderPage, setupMockServer, walletFactory } from '@platform/shared/testing';
import { gameRoute, signInMember } from '../../testing/lobby-kit';
import { LaunchGamePage } from './LaunchGamePage';

const server = setupMockServer();

/** The header's balance, as the host shows it. */
function Balance() {
  return <p>balance {useWallet().data?.sumBalance ?? '-'}</p>;
}

let walletCalls = 0;
const wallet = http.get(apiUrl(PATHS.wallet), () => {
  walletCalls += 1;
  return ok(walletFactory({ sumBalance: 100 * walletCalls }));
});

// The reality check over the game reads the member's interval.
const responsible = http.get(apiUrl(RESPONSIBLE_PATHS.settings), () => ok({ limits: [], realityCheckMinutes: 60 }));

const open = (search: string) => {
  server.use(responsible);
  return renderPage(
    <>
      <LaunchGamePage />
      <Balance />
    </>,
    { path: '/m/launchGame', route: `/m/launchGame?${search}` },
  );
};

describe('the launch page', () => {
  it('launches the game its query names and opens it in a sandboxed frame', async () => {
    const launch = gameRoute('launch', () => ok({ url: '/api/play/7?ticket=t-1', expiresIn: 600 }));
    server.use(launch.handler, wallet);
    signInMember();
    await open('nodeId=7&vendor=PG&pageBack=%2Fm%2FgameList');
    const frame = await screen.findByTitle('Game');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    expect(frame).toHaveAttribute('src', `${window.location.origin}/api/play/7?ticket=t-1`);
    expect(launch.requests).toEqual([{ module: 'GAMELO3', query: { nodeId: '7', vendor: 'PG', language: 'EN' } }]);
  });

  it('opens a lottery lobby with the play type, prize mode and code of its query', async () => {
    const launch = gameRoute('launch', () => ok({ url: '/api/play/1?ticket=t-2', expiresIn: 600 }));
    server.use(launch.handler, wallet);
    signInMember();
    await open('vendor=LOTT&code=lobby&playType=Tradition&prize_mode=Elott');
    await screen.findByTitle('Game');
    expect(launch.requests[0]?.query).toEqual({
      vendor: 'LOTT',
      gameCode: 'lobby',
      playType: 'Tradition',
      prize_mode: 'Elott',
      language: 'EN',
    });
  });

  it('refuses a game address outside the site', async () => {
    server.use(gameRoute('launch', () => ok({ url: 'https://games.example/play/7', expiresIn: 600 })).handler, wallet);
    signInMember();
    await open('nodeId=7');
    expect(await screen.findByRole('alert')).toHaveTextContent('This game address is not allowed');
    expect(screen.queryByTitle('Game')).not.toBeInTheDocument();
  });

  it('shows the server’s reason with Retry when the launch fails', async () => {
    server.use(
      gameRoute('launch', () => fail(409, { errorCode: 'game.unavailable', message: 'maintenance' })).handler,
      wallet,
    );
    signInMember();
    await open('nodeId=7');
    expect(await screen.findByText('This game is not available right now. Please choose another game.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('refreshes the balance when the game in its frame says it changed, and only then', async () => {
    walletCalls = 0;
    server.use(gameRoute('launch', () => ok({ url: '/api/play/7?ticket=t-1', expiresIn: 600 })).handler, wallet);
    signInMember();
    await open('nodeId=7');
    const frame = (await screen.findByTitle('Game')) as HTMLIFrameElement;
    expect(await screen.findByText('balance 100')).toBeInTheDocument();
    const message = { type: PLAY_BALANCE_MESSAGE, nodeId: 7, wallet: walletFactory({ sumBalance: 90 }) };
    const post = (init: MessageEventInit) => act(() => window.dispatchEvent(new MessageEvent('message', init)));

    post({ data: message, origin: 'https://games.example', source: frame.contentWindow });
    post({ data: message, origin: window.location.origin, source: window });
    post({ data: { type: 'other' }, origin: window.location.origin, source: frame.contentWindow });
    expect(walletCalls).toBe(1);

    post({ data: message, origin: window.location.origin, source: frame.contentWindow });
    expect(await screen.findByText('balance 200')).toBeInTheDocument();
    expect(walletCalls).toBe(2);
  });

  it('asks a guest to log in', async () => {
    await open('nodeId=7');
    expect(screen.getByRole('alert')).toHaveTextContent('Log in to play');
  });

  it('says so when the query names no game, and leads back to where it came from', async () => {
    server.use(wallet);
    signInMember();
    const { user, router } = await open('pageBack=%2Fm%2Fhome');
    expect(screen.getByRole('alert')).toHaveTextContent('No game was chosen');
    await user.click(screen.getByRole('button', { name: 'Back to games' }));
    expect(router.state.location.pathname).toBe('/m/home');
  });
});
