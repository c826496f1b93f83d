import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameListQuery, queryClient, scopeNow } from '@platform/shared';
import { GAME_PATHS } from '@platform/shared/contract';
import { apiUrl, fail, http, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { gameListPage, gameListPageHandlers, gameRoute, gamesFactory } from '../../testing/lobby-kit';
import { GameListPage } from './GameListPage';

const server = setupMockServer(...gameListPageHandlers());

const open = (route = '/m/gameList?gameType=RNG') => renderPage(<GameListPage />, { path: '/m/gameList', route });
const gameList = () => screen.getByRole('list', { name: 'Games' });
const tiles = () => within(gameList()).queryAllByRole('listitem');

describe('the game list', () => {
  it('asks for the first page of the type with the spec parameters and shows the games', async () => {
    const list = gameRoute('list', () => ok(gameListPage(1, 1)));
    server.use(list.handler);
    await open();
    expect(await screen.findByText('Game 1')).toBeInTheDocument();
    expect(list.requests[0]).toEqual({
      module: 'GAMELO3',
      query: {
        merchant: 'M001',
        clientType: '2',
        platform: 'html5',
        language: 'EN',
        gameType: 'RNG',
        gameClassify: 'ALL',
        pageNo: '1',
        pageSize: '26',
      },
    });
  });

  it('takes the first page the host started from the URL instead of asking for it again', async () => {
    const list = gameRoute('list', () => ok(gameListPage(1, 1)));
    server.use(list.handler);
    // As the host's first read asks for it, written out: the page's default filter for this URL.
    await queryClient.prefetchInfiniteQuery(
      gameListQuery(scopeNow(), { gameType: 'FISH', classify: 'ALL', vendor: 'PG', minBet: 0.1 }),
    );
    expect(list.requests).toHaveLength(1);

    await open('/m/gameList?gameType=FISH&vendor=PG&minBet=0.1');

    expect(await screen.findByText('Game 1')).toBeInTheDocument();
    expect(list.requests).toHaveLength(1);
  });

  it('shows the empty placeholder when no game matches', async () => {
    server.use(gameRoute('list', () => ok(gameListPage(1, 0, []))).handler);
    await open();
    expect(await screen.findByText('No games found. Try another provider or search.')).toBeInTheDocument();
  });

  it('leaves the hot mode when a vendor is chosen, and lists that vendor’s games', async () => {
    const hot = gameRoute('hot', () => ok({ list: gamesFactory(3, 500) }));
    const list = gameRoute('list', (query) => ok(gameListPage(1, 1, gamesFactory(2, query.vassalage ? 900 : 1))));
    server.use(hot.handler, list.handler);
    const { user, router } = await open('/m/gameList?gameType=RNG&dataType=hot');
    expect(await screen.findByText('Game 500')).toBeInTheDocument();
    const modes = screen.getByRole('tablist', { name: 'Show' });
    expect(within(modes).getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    expect(list.requests).toHaveLength(0);
    // The first vendors are drawn at once; the carousel (its slides labelled) takes their place.
    expect(screen.getByRole('button', { name: 'JILI Slots' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Providers 2 of 6' }, { timeout: 10_000 })).toContainElement(
      screen.getByRole('button', { name: 'JILI Slots' }),
    );

    await user.click(screen.getByRole('button', { name: 'JILI Slots' }));
    expect(await screen.findByText('Game 900')).toBeInTheDocument();
    expect(within(modes).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'JILI Slots' })).toHaveAttribute('aria-pressed', 'true');
    expect(list.requests.at(-1)?.query).toMatchObject({ vassalage: 'JILI', pageNo: '1' });
    expect(new URLSearchParams(router.state.location.search).has('dataType')).toBe(false);

    // A second tap on the vendor clears it.
    await user.click(screen.getByRole('button', { name: 'JILI Slots' }));
    await waitFor(() => expect(list.requests.at(-1)?.query.vassalage).toBeUndefined());
  });

  it('starts again from page 1 when the classification changes', async () => {
    const list = gameRoute('list', (query) =>
      query.gameClassify === 'SLOT'
        ? ok(gameListPage(1, 1, gamesFactory(4, 700)))
        : ok(gameListPage(Number(query.pageNo), 2)),
    );
    server.use(list.handler);
    const { user } = await open();
    // The first page is shorter than the screen and its end within 500 px: page 2 follows.
    expect(await screen.findByText('Game 27')).toBeInTheDocument();
    await user.click(
      within(await screen.findByRole('tablist', { name: 'Game types' })).getByRole('tab', { name: 'Slot' }),
    );
    expect(await screen.findByText('Game 700')).toBeInTheDocument();
    expect(list.requests.at(-1)?.query).toMatchObject({ gameClassify: 'SLOT', pageNo: '1' });
    expect(screen.queryByText('Game 1')).not.toBeInTheDocument();
    expect(tiles()).toHaveLength(4);
  });

  it('stops paging when a page fails and asks again on Retry', async () => {
    let failPageTwo = true;
    const list = gameRoute('list', (query) => {
      const page = Number(query.pageNo);
      if (page === 2 && failPageTwo) return fail(500, { errorCode: 'unknown', message: 'boom' });
      return ok(gameListPage(page, page === 2 ? 2 : 3));
    });
    server.use(list.handler);
    const { user } = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('More games could not be loaded. Something went wrong. Please try again.');
    // Longer than the throttle: had paging gone on, page 2 or 3 would have been asked again.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(list.requests.map((request) => request.query.pageNo)).toEqual(['1', '2']);
    expect(tiles().length).toBeGreaterThan(0);

    failPageTwo = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Game 27')).toBeInTheDocument();
    expect(list.requests.map((request) => request.query.pageNo)).toEqual(['1', '2', '2']);
  });

  it('keeps the DOM small with 2,000 games: only the rows near the screen are drawn', async () => {
    server.use(gameRoute('list', () => ok(gameListPage(1, 1, gamesFactory(2000)))).handler);
    const { container } = await open();
    expect(await screen.findByText('Game 1')).toBeInTheDocument();
    expect(tiles().length).toBeGreaterThan(0);
    expect(tiles().length).toBeLessThan(100);
    expect(tiles()[0]).toHaveAttribute('aria-setsize', '2000');
    expect(container.querySelectorAll('*').length).toBeLessThan(1500);
    expect(screen.queryByText('Game 2000')).not.toBeInTheDocument();
  });

  it('searches on the server once typing pauses', async () => {
    const list = gameRoute('list', (query) => ok(gameListPage(1, 1, query.gameName ? gamesFactory(1, 42) : undefined)));
    server.use(list.handler);
    const { user } = await open();
    await screen.findByText('Game 1');
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'fort');
    expect(await screen.findByText('Game 42')).toBeInTheDocument();
    expect(list.requests.filter((request) => request.query.gameName)).toEqual([
      expect.objectContaining({ query: expect.objectContaining({ gameName: 'fort', pageNo: '1' }) }),
    ]);
  });

  it('sends a guest to the login page from the favourites mode', async () => {
    server.use(gameRoute('list', () => ok(gameListPage(1, 1))).handler);
    const { user, router } = await open();
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(router.state.location.pathname).toBe('/m/login');
  });
});

describe('the game filter', () => {
  it('is a labelled dialog that keeps focus, closes on Escape and gives focus back', async () => {
    server.use(gameRoute('list', () => ok(gameListPage(1, 1))).handler);
    const { user } = await open();
    const opener = screen.getByRole('button', { name: 'Filter' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Filter games' });
    const close = within(dialog).getByRole('button', { name: 'Close the filter' });
    // Focus moves in once the dialog has drawn, after it is in the document.
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('applies a vendor (a second tap clears it), a classification and a minimum bet', async () => {
    const list = gameRoute('list', () => ok(gameListPage(1, 1)));
    server.use(list.handler);
    const { user } = await open();
    await screen.findByText('Game 1');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter games' });
    const pg = within(dialog).getByRole('button', { name: 'PG Slots' });
    await user.click(pg);
    await user.click(pg);
    expect(pg).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'FC Slots' }));
    await user.click(within(within(dialog).getByRole('group', { name: 'Classification' })).getByLabelText('Slot'));
    await user.click(within(within(dialog).getByRole('group', { name: 'Minimum bet' })).getByLabelText('0.05'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(list.requests.at(-1)?.query).toMatchObject({ vassalage: 'FC', gameClassify: 'SLOT', minBet: '0.05' }),
    );
    expect(screen.getByRole('button', { name: 'Filter (3)' })).toBeInTheDocument();
  });

  it('links to the other categories, lottery to its own page', async () => {
    server.use(gameRoute('list', () => ok(gameListPage(1, 1))).handler);
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    const others = within(await screen.findByRole('dialog')).getByRole('navigation', { name: 'Other games' });
    expect(within(others).getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/m/lottery');
    expect(within(others).getByRole('link', { name: 'Fishing' })).toHaveAttribute('href', '/m/gameList?gameType=FISH');
    expect(within(others).queryByRole('link', { name: 'Slots' })).not.toBeInTheDocument();
  });
});

describe('the category tabs', () => {
  it('mark the current type', async () => {
    server.use(http.get(apiUrl(GAME_PATHS.list), () => ok(gameListPage(1, 1))));
    await open('/m/gameList?gameType=FISH');
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    expect(within(nav).getByRole('link', { name: 'Fishing' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Slots' })).not.toHaveAttribute('aria-current');
  });
});
