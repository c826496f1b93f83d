import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Swiper as SwiperInstance } from 'swiper';
import { login, paths, queryClient } from '@platform/shared';
import { loginValueFactory, ok, renderPage } from '@platform/shared/testing';
import { gameRoute } from '../../../testing/lobby-kit';
import { hotMatchFactory } from '../home-kit';
import { advancing, carouselIn, homePageTest } from '../home-page-kit';
import HotMatchSection from './HotMatchSection';

const { server, becomeIdle, heldIdleCallbacks } = homePageTest();

const MATCHES = [
  hotMatchFactory(),
  hotMatchFactory({
    id: 'match-2',
    vendor: 'SABA',
    roomId: 'room-2',
    nodeId: 502,
    league: 'UAAP Season 88',
    homeTeam: 'Quezon Tigers',
    awayTeam: 'Davao Eagles',
    matchTime: '2025-05-04T16:30:00.000Z',
  }),
];

function matches(list = MATCHES) {
  const route = gameRoute('hotMatches', () => ok({ list }));
  server.use(route.handler);
  return route.requests;
}

const swiperIn = (region: HTMLElement) =>
  (region.querySelector('.swiper') as (HTMLElement & { swiper: SwiperInstance }) | null)?.swiper;

describe('the hot-match strip', () => {
  it('slides through several matches on its own, with a pause button, and asks with the hot module id', async () => {
    const requests = matches();
    await renderPage(<HotMatchSection />, { path: '/m/home' });
    const strip = await screen.findByRole('region', { name: 'Hot matches' });
    expect(within(strip).getByRole('button', { name: /Manila Bay vs Cebu Reef/ })).toBeInTheDocument();
    expect(within(strip).getByRole('button', { name: 'Pause the matches' })).toBeInTheDocument();
    // Still, the first match alone, until the page is idle.
    expect(swiperIn(strip)).toBeUndefined();
    expect(within(strip).queryByRole('button', { name: /Quezon Tigers/ })).not.toBeInTheDocument();
    await becomeIdle();
    const swiper = await carouselIn(strip);
    expect(swiper.realIndex).toBe(0);
    expect(within(swiper.slides[swiper.activeIndex]!).getByRole('button', { name: /Manila Bay/ })).toBeInTheDocument();
    await waitFor(() => expect(advancing(swiper)).toBe(true));
    expect(swiper.params).toMatchObject({ direction: 'vertical', loop: true, speed: 500 });
    expect(requests[0]?.module).toBe('GAMELOHOT3');
  });

  it('puts the carousel up when focus reaches the strip, and keeps focus on the match', async () => {
    matches();
    await renderPage(<HotMatchSection />, { path: '/m/home' });
    const strip = await screen.findByRole('region', { name: 'Hot matches' });
    const still = within(strip).getByRole('button', { name: /Manila Bay/ });
    act(() => still.focus());
    const swiper = await carouselIn(strip);
    // Up before the page was idle.
    expect(heldIdleCallbacks()).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).not.toBe(still));
    expect(swiper.slides[swiper.activeIndex]).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveAccessibleName(/Manila Bay vs Cebu Reef/);
    // Focus on a match holds the strip.
    await waitFor(() => expect(advancing(swiper)).toBe(false));
  });

  it('opens the list from the still match, and puts the carousel up only once the list is closed', async () => {
    matches();
    const { user } = await renderPage(<HotMatchSection />, { path: '/m/home' });
    const strip = await screen.findByRole('region', { name: 'Hot matches' });
    const still = within(strip).getByRole('button', { name: /Manila Bay/ });
    await user.click(still);
    expect(await screen.findByRole('dialog', { name: 'Hot matches' })).toBeInTheDocument();
    await becomeIdle().catch(() => undefined);
    await new Promise((done) => setTimeout(done, 50));
    expect(swiperIn(strip)).toBeUndefined();
    await user.keyboard('{Escape}');
    expect(still).toHaveFocus();
    await becomeIdle();
    const swiper = await carouselIn(strip);
    // Focus goes on with the match into the carousel.
    await waitFor(() =>
      expect(swiper.slides[swiper.activeIndex]).toContainElement(document.activeElement as HTMLElement),
    );
  });

  it('stands still with a single match', async () => {
    matches([hotMatchFactory()]);
    await renderPage(<HotMatchSection />, { path: '/m/home' });
    const strip = await screen.findByRole('region', { name: 'Hot matches' });
    expect(within(strip).queryByRole('button', { name: 'Pause the matches' })).not.toBeInTheDocument();
    expect(within(strip).getByRole('button', { name: /Manila Bay vs Cebu Reef/ })).toBeInTheDocument();
    // A plain button: no carousel that could move it, not even once the page is idle.
    expect(heldIdleCallbacks()).toHaveLength(0);
    expect(swiperIn(strip)).toBeUndefined();
  });

  it('takes no room without matches', async () => {
    const requests = matches([]);
    await renderPage(<HotMatchSection />, { path: '/m/home' });
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the match list: league, teams with crests, Manila time and VS; Escape closes it', async () => {
    matches();
    const { user } = await renderPage(<HotMatchSection />, { path: '/m/home' });
    await becomeIdle();
    const opener = await screen.findByRole('button', { name: /Quezon Tigers vs Davao Eagles/ });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Hot matches' });
    const cards = within(dialog).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('PBA Governors Cup')).toBeInTheDocument();
    expect(within(first).getByText('05/04 19:05')).toBeInTheDocument();
    expect(first).toHaveTextContent(/Manila Bay\s*VS\s*versus\s*05\/04 19:05\s*Cebu Reef/);
    expect(first.querySelectorAll('img')[0]).toHaveAttribute('src', '/api/art/team/1.svg');
    expect(first.querySelectorAll('img')[1]).toHaveAttribute('src', '/api/art/team/2.svg');
    expect(within(second).getByText('05/05 00:30')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('bets on the first match: a member goes to the launch page with its vendor, room and node', async () => {
    matches();
    const recent = gameRoute('recentAdd', () => ok({}));
    server.use(recent.handler);
    login(loginValueFactory(), 'M001');
    const { user, router } = await renderPage(<HotMatchSection />, { path: '/m/home' });
    await becomeIdle();
    await user.click(await screen.findByRole('button', { name: /Quezon Tigers/ }));
    await user.click(await screen.findByRole('button', { name: 'Bet now' }));

    expect(router.state.location.pathname).toBe(paths.launchGame);
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toMatchObject({ vendor: 'SABA', roomId: 'room-1', nodeId: '501' });
    await waitFor(() => expect(recent.requests[0]?.query).toMatchObject({ nodeId: '501', vendor: 'SABA' }));
  });

  it('sends a guest who bets to the login page', async () => {
    matches();
    const { user, router } = await renderPage(<HotMatchSection />, { path: '/m/home' });
    await user.click(await screen.findByRole('button', { name: /Manila Bay/ }));
    await user.click(await screen.findByRole('button', { name: 'Bet now' }));
    expect(router.state.location.pathname).toBe(paths.login);
  });
});
