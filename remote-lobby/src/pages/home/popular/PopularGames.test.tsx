import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@platform/shared';
import type { VendorCategory } from '@platform/shared/contract';
import { fail, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { gameListPage, gameRoute, gamesFactory, vendorCategoriesFactory } from '../../../testing/lobby-kit';
import PopularGames from './PopularGames';

const server = setupMockServer();

const vendorsOf = (
  gameCategory: VendorCategory['gameCategory'],
  gameType: VendorCategory['vendorNames'][number]['gameType'],
  names: string[],
): VendorCategory => ({
  gameCategory,
  vendorNames: names.map((vassalage) => ({
    gameType,
    vassalage,
    vendorName: `${vassalage} name`,
    iconUrl: `/api/art/vendor/${vassalage}.svg`,
  })),
});

// The kit's RNG, FISH and LOTTERY (vendor LOTT), with INHOUSE first and sports after, as a server might send.
const CATEGORIES: VendorCategory[] = [
  vendorsOf('INHOUSE', 'RNG', ['HOUSE']),
  ...vendorCategoriesFactory(),
  vendorsOf('SPORTS', 'SPORTS', ['SABA', 'CMD', 'BTI', 'IM', 'UG', 'FB']),
  vendorsOf('COCKFIGHT', 'COCKFIGHT', ['DS88']),
];

function lobby(categories: VendorCategory[] | Response = CATEGORIES) {
  const hot = gameRoute('hot', () => ok({ list: gamesFactory(3, 900) }));
  const list = gameRoute('list', () => ok(gameListPage(1, 3, gamesFactory(2, 700))));
  const types = gameRoute('vendorGameTypes', () => (categories instanceof Response ? categories : ok(categories)));
  server.use(hot.handler, list.handler, types.handler);
  return { hot: hot.requests, list: list.requests };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const panel = () => screen.getByRole('tabpanel');

describe('the popular games panel', () => {
  it('orders the menu HOT, then the spec order of the categories present, then the others as sent', async () => {
    lobby();
    await renderPage(<PopularGames />, { path: '/m/home' });
    // The first test of the file also waits for the lobby's modules to load.
    await screen.findByRole('tab', { name: 'Lottery' }, { timeout: 5000 });
    expect(tabNames()).toEqual(['Hot', 'Slots', 'Fishing', 'Cockfight', 'Sports', 'House games', 'Lottery']);
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the hot games first, as tiles that launch', async () => {
    const requests = lobby();
    const { user, router } = await renderPage(<PopularGames />, { path: '/m/home' });
    await user.click(await within(panel()).findByRole('button', { name: 'Game 900' }));
    expect(router.state.location.pathname).toBe(paths.login);
    expect(requests.hot[0]?.module).toBe('GAMELOHOT3');
  });

  it("shows a listed type's first page with a link to the whole list", async () => {
    const requests = lobby();
    const { user } = await renderPage(<PopularGames />, { path: '/m/home' });
    await user.click(await screen.findByRole('tab', { name: 'Slots' }));
    expect(await within(panel()).findByRole('button', { name: 'Game 700' })).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'See all Slots' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG',
    );
    expect(requests.list[0]?.query).toMatchObject({ gameType: 'RNG', pageNo: '1', pageSize: '26' });
    expect(requests.list[0]?.query).not.toHaveProperty('vassalage');
  });

  it('shows the RNG list of the house vendor for INHOUSE', async () => {
    const requests = lobby();
    const { user } = await renderPage(<PopularGames />, { path: '/m/home' });
    await user.click(await screen.findByRole('tab', { name: 'House games' }));
    expect(await within(panel()).findByRole('link', { name: 'See all House games' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG&vendor=HOUSE',
    );
    expect(requests.list[0]?.query).toMatchObject({ gameType: 'RNG', vassalage: 'HOUSE' });
  });

  it('pages more than five vendors four at a time, each opening its game list', async () => {
    lobby();
    const { user, router } = await renderPage(<PopularGames />, { path: '/m/home' });
    await user.click(await screen.findByRole('tab', { name: 'Sports' }));
    // Paged: the previous/next arrows are there (whether they are enabled depends on layout jsdom lacks).
    expect(within(panel()).getByRole('button', { name: 'Next providers' })).toBeInTheDocument();
    // The first four show at once and Swiper, loaded after, draws all six anew: a click between the two
    // would land on a button that is gone.
    expect(await within(panel()).findByRole('button', { name: 'FB name' })).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'SABA name' }));
    expect(router.state.location.pathname).toBe(paths.gameList);
    expect(router.state.location.search).toBe('?gameType=SPORTS&vendor=SABA');
  });

  it('shows a few vendors in one row, and a lottery vendor launches by its rule', async () => {
    lobby();
    const { user, router } = await renderPage(<PopularGames />, { path: '/m/home' });
    await user.click(await screen.findByRole('tab', { name: 'Cockfight' }));
    expect(within(panel()).getByRole('button', { name: 'DS88 name' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Next providers' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Lottery' }));
    await user.click(within(panel()).getByRole('button', { name: 'Lotto' }));
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    lobby();
    const { user } = await renderPage(<PopularGames />, { path: '/m/home' });
    await waitFor(() => expect(tabNames()).toHaveLength(7));
    await user.click(screen.getByRole('tab', { name: 'Hot' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Lottery' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Lottery' })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('Lottery');
  });

  it('keeps the hot games when the categories fail, and offers to load them again', async () => {
    lobby(fail(503, { errorCode: 'system.upgrading', message: 'upgrading' }));
    const { user } = await renderPage(<PopularGames />, { path: '/m/home' });
    expect(await screen.findByText('System upgrading, please try again later.')).toBeInTheDocument();
    expect(tabNames()).toEqual(['Hot']);
    expect(await within(panel()).findByRole('button', { name: 'Game 900' })).toBeInTheDocument();

    lobby();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tabNames()).toHaveLength(7));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
