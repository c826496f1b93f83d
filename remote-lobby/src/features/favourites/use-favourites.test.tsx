import { screen, within } from '@testing-library/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { login, loginFor, paths, readIntent, useScope, useSessionUser } from '@platform/shared';
import { GAME_PATHS, type GameItem } from '@platform/shared/contract';
import {
  apiUrl,
  fail,
  http,
  HttpResponse,
  loginValueFactory,
  ok,
  renderPage,
  setupMockServer,
} from '@platform/shared/testing';
import { favouriteListQuery } from '../../api/favourites';
import { gamesFactory } from '../../testing/lobby-kit';
import { GameTile, useTileLabels } from '../game-tile';
import { useFavourites } from './use-favourites';

const server = setupMockServer();
const games = gamesFactory(3);

/** Tiles with their stars, as the lists show them. */
function Starred({ list, label }: { list: readonly GameItem[]; label: string }) {
  const { favourites, toggle } = useFavourites();
  const labels = useTileLabels();
  return (
    <ul aria-label={label}>
      {list.map((game) => (
        <li key={game.nodeId}>
          <GameTile
            game={game}
            labels={labels}
            onLaunch={() => undefined}
            favourite={favourites.has(game.nodeId)}
            onToggleFavourite={toggle}
          />
        </li>
      ))}
    </ul>
  );
}

const Tiles = () => <Starred list={games} label="games" />;

/** The favourites view: the member's favourite list, each with its star. */
function FavouritesView() {
  const list = useInfiniteQuery({ ...favouriteListQuery(useSessionUser() ?? '', useScope()) });
  return <Starred list={list.data?.pages.flatMap((page) => page.content) ?? []} label="favourites" />;
}

const star = (name: string) => screen.getByRole('button', { name: `Favourite: ${name}` });

/** A reply the test releases when it has looked at the optimistic state. */
function held() {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { response, release };
}

describe('favourite stars', () => {
  it('sends a guest to the login page', async () => {
    const { user, router } = await renderPage(<Tiles />);
    await user.click(star('Game 1'));
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it("sets a guest's star after the login, once, and leaves a star already set alone", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(apiUrl(GAME_PATHS.favouriteIds), () => ok({ nodeIds: [2] })),
      http.post(apiUrl(GAME_PATHS.favourites), async ({ request }) => {
        bodies.push(await request.json());
        return ok({ nodeIds: [2, 1] });
      }),
    );
    const guest = await renderPage(<Tiles />);
    await guest.user.click(star('Game 1'));
    guest.unmount();
    login(loginValueFactory(), 'M001');
    const member = await renderPage(<Tiles />);
    await expect.poll(() => bodies).toEqual([{ nodeId: 1, vendor: 'PG' }]);
    await expect.poll(() => star('Game 1').getAttribute('aria-pressed')).toBe('true');
    member.unmount();

    // A guest's star on a game the member had starred already: taken, and nothing is sent.
    loginFor('/m/test', { kind: 'lobby.favourite', data: { nodeId: 2, vassalage: 'PG', gameName: 'Game 2' } });
    const again = await renderPage(<Tiles />);
    await expect.poll(() => readIntent()).toBeNull();
    expect(star('Game 2')).toHaveAttribute('aria-pressed', 'true');
    expect(bodies).toHaveLength(1);
    again.unmount();
  });

  it('lights a star at once and keeps it when the server agrees', async () => {
    const reply = held();
    const bodies: unknown[] = [];
    server.use(
      http.get(apiUrl(GAME_PATHS.favouriteIds), () => ok({ nodeIds: [2] })),
      http.post(apiUrl(GAME_PATHS.favourites), async ({ request }) => {
        bodies.push(await request.json());
        return reply.response;
      }),
    );
    login(loginValueFactory(), 'M001');
    const { user } = await renderPage(<Tiles />);
    await expect.poll(() => star('Game 2').getAttribute('aria-pressed')).toBe('true');
    await user.click(star('Game 1'));
    expect(star('Game 1')).toHaveAttribute('aria-pressed', 'true');
    reply.release(HttpResponse.json({ value: { nodeIds: [2, 1] } }));
    await expect.poll(() => bodies).toEqual([{ nodeId: 1, vendor: 'PG' }]);
    expect(star('Game 1')).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the star back and says why when the server refuses to add', async () => {
    const reply = held();
    server.use(
      http.get(apiUrl(GAME_PATHS.favouriteIds), () => ok({ nodeIds: [] })),
      http.post(apiUrl(GAME_PATHS.favourites), () => reply.response),
    );
    login(loginValueFactory(), 'M001');
    const { user } = await renderPage(<Tiles />);
    await user.click(star('Game 3'));
    expect(star('Game 3')).toHaveAttribute('aria-pressed', 'true');
    reply.release(fail(409, { errorCode: 'game.unavailable', message: 'unavailable' }));
    expect(
      await screen.findByText(
        'Game 3 was not added to your favourites. This game is not available right now. Please choose another game.',
      ),
    ).toBeInTheDocument();
    expect(star('Game 3')).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts the star back on a refusal that comes before the favourites were known', async () => {
    const first = held();
    let idCalls = 0;
    server.use(
      http.get(apiUrl(GAME_PATHS.favouriteIds), () => (idCalls++ === 0 ? first.response : ok({ nodeIds: [] }))),
      http.post(apiUrl(GAME_PATHS.favourites), () => fail(503, { errorCode: 'system.upgrading', message: 'later' })),
    );
    login(loginValueFactory(), 'M001');
    const { user } = await renderPage(<Tiles />);
    await user.click(star('Game 1'));
    expect(await screen.findByText(/Game 1 was not added to your favourites/)).toBeInTheDocument();
    await expect.poll(() => star('Game 1').getAttribute('aria-pressed')).toBe('false');
    expect(idCalls).toBe(2);
  });

  it('drops a removed game from the favourites view at once, and brings it back on refusal', async () => {
    const reply = held();
    server.use(
      http.get(apiUrl(GAME_PATHS.favouriteIds), () => ok({ nodeIds: [1, 2] })),
      http.get(apiUrl(GAME_PATHS.favourites), () => ok({ content: games.slice(0, 2), pageNum: 1, totalPages: 1 })),
      http.delete(apiUrl(GAME_PATHS.favourites), () => reply.response),
    );
    login(loginValueFactory(), 'M001');
    const { user } = await renderPage(<FavouritesView />);
    const list = screen.getByRole('list', { name: 'favourites' });
    await within(list).findByText('Game 2');
    await user.click(star('Game 2'));
    expect(within(list).queryByText('Game 2')).not.toBeInTheDocument();
    expect(within(list).getByText('Game 1')).toBeInTheDocument();
    reply.release(fail(500, { errorCode: 'unknown', message: 'boom' }));
    expect(await within(list).findByText('Game 2')).toBeInTheDocument();
    expect(
      screen.getByText('Game 2 was not removed from your favourites. Something went wrong. Please try again.'),
    ).toBeInTheDocument();
    expect(star('Game 2')).toHaveAttribute('aria-pressed', 'true');
  });
});
