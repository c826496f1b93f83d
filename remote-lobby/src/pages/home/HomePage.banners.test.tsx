import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@platform/shared';
import { announcementFactory, fail, renderPage } from '@platform/shared/testing';
import { advancing, banner, carouselIn, HOME_ITEMS, homePageTest, swiperIn } from './home-page-kit';
import { HomePage } from './HomePage';

const { scrollTo, announcements, becomeIdle, heldIdleCallbacks } = homePageTest();

describe('HomePage: banners and marquee', () => {
  it('shows the banners with their titles as alt text and the news titles in the marquee', async () => {
    const requests = announcements(HOME_ITEMS);
    await renderPage(<HomePage />, { path: '/m/home' });

    expect(await screen.findByRole('img', { name: 'Welcome bonus' })).toHaveAttribute('src', '/api/art/banner/1.svg');
    await becomeIdle();
    expect(await screen.findByRole('img', { name: 'Daily rebate' })).toHaveAttribute('src', '/api/art/banner/2.svg');
    const outside = screen.getByRole('link', { name: 'Welcome bonus (opens in a new tab)' });
    expect(outside).toHaveAttribute('href', 'https://partner.example/promo');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'Daily rebate' })).toHaveAttribute('href', '/m/rewardCenter');

    expect(
      screen.getByRole('link', { name: 'Announcements: Maintenance tonight New slots this week' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Popup only')).not.toBeInTheDocument();

    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      types: 'B,PL,PU,H',
      groupName: 'm_home',
      platform: 'M',
      merchantCode: 'M001',
    });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('loads the first banner at once with high priority and a fixed size, the others lazily', async () => {
    announcements(HOME_ITEMS);
    await renderPage(<HomePage />, { path: '/m/home' });
    const first = await screen.findByRole('img', { name: 'Welcome bonus' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '750');
    expect(first).toHaveAttribute('height', '300');
    await becomeIdle();
    expect(await screen.findByRole('img', { name: 'Daily rebate' })).toHaveAttribute('loading', 'lazy');
  });

  it('stops the banners with the pause button and while focus is inside them', async () => {
    announcements(HOME_ITEMS);
    const { user } = await renderPage(<HomePage />, { path: '/m/home' });
    const region = await screen.findByRole('region', { name: 'Promotions' });
    await becomeIdle();
    await waitFor(() => expect(advancing(swiperIn(region))).toBe(true));

    await user.click(within(region).getByRole('button', { name: 'Pause the banners' }));
    expect(advancing(swiperIn(region))).toBe(false);
    await user.click(within(region).getByRole('button', { name: 'Play the banners' }));
    expect(advancing(swiperIn(region))).toBe(true);

    act(() => within(region).getByRole('link', { name: 'Daily rebate' }).focus());
    expect(advancing(swiperIn(region))).toBe(false);
    act(() => (document.activeElement as HTMLElement).blur());
    expect(advancing(swiperIn(region))).toBe(true);
  });

  it('draws the first banner still, and puts the carousel on it, from the first banner, once the page is idle', async () => {
    announcements(HOME_ITEMS);
    await renderPage(<HomePage />, { path: '/m/home' });
    const region = await screen.findByRole('region', { name: 'Promotions' });
    expect(within(region).getByRole('img', { name: 'Welcome bonus' })).toBeInTheDocument();
    // Still: no carousel and none of its banners but the first, while the pause control is there.
    expect(within(region).queryByRole('img', { name: 'Daily rebate' })).not.toBeInTheDocument();
    expect(swiperIn(region)).toBeUndefined();
    expect(within(region).getByRole('button', { name: 'Pause the banners' })).toBeInTheDocument();
    // The idle callback alone decides, within 4 s: no timer of its own stands beside it.
    await waitFor(() => expect(heldIdleCallbacks().map(({ options }) => options)).toEqual([{ timeout: 4000 }]));
    await new Promise((done) => setTimeout(done, 100));
    expect(swiperIn(region)).toBeUndefined();

    await becomeIdle();
    const swiper = await carouselIn(region);
    expect(swiper.realIndex).toBe(0);
    expect(within(swiper.slides[swiper.activeIndex]!).getByRole('img', { name: 'Welcome bonus' })).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Daily rebate' })).toBeInTheDocument();
    await waitFor(() => expect(advancing(swiper)).toBe(true));
  });

  it('puts the carousel up when a swipe on the banners ends, before the page is idle', async () => {
    announcements(HOME_ITEMS);
    await renderPage(<HomePage />, { path: '/m/home' });
    const region = await screen.findByRole('region', { name: 'Promotions' });
    const still = within(region).getByRole('img', { name: 'Welcome bonus' });
    fireEvent.pointerDown(still);
    fireEvent.touchStart(still);
    // Not while the finger is down: the element under it stays until the gesture ends.
    await new Promise((done) => setTimeout(done, 50));
    expect(swiperIn(region)).toBeUndefined();
    // The browser took the gesture over (a scroll): no click is coming.
    fireEvent.pointerCancel(still);
    expect((await carouselIn(region)).realIndex).toBe(0);
    // Up before the page was idle.
    expect(heldIdleCallbacks()).toHaveLength(1);
  });

  it('follows a tap on the still first banner: the carousel waits for the tap to end', async () => {
    announcements([banner({ id: 1, title: 'Rebates', link: '/m/rewardCenter' }), ...HOME_ITEMS.slice(1)]);
    const { user, router } = await renderPage(<HomePage />, { path: '/m/home' });
    const region = await screen.findByRole('region', { name: 'Promotions' });
    expect(swiperIn(region)).toBeUndefined();
    await user.click(within(region).getByRole('link', { name: 'Rebates' }));
    expect(router.state.location.pathname).toBe('/m/rewardCenter');
  });

  it('keeps focus on the first banner as the carousel takes its place', async () => {
    announcements(HOME_ITEMS);
    await renderPage(<HomePage />, { path: '/m/home' });
    const region = await screen.findByRole('region', { name: 'Promotions' });
    const still = within(region).getByRole('link', { name: 'Welcome bonus (opens in a new tab)' });
    act(() => still.focus());
    const swiper = await carouselIn(region);
    await waitFor(() => expect(document.activeElement).not.toBe(still));
    const focused = document.activeElement as HTMLElement;
    expect(swiper.slides[swiper.activeIndex]).toContainElement(focused);
    expect(focused).toHaveAccessibleName('Welcome bonus (opens in a new tab)');
    // Focus on a banner holds the carousel.
    await waitFor(() => expect(advancing(swiper)).toBe(false));
  });

  it('pausing before the carousel is up puts it up, paused', async () => {
    announcements(HOME_ITEMS);
    const { user } = await renderPage(<HomePage />, { path: '/m/home' });
    const region = await screen.findByRole('region', { name: 'Promotions' });
    await user.click(within(region).getByRole('button', { name: 'Pause the banners' }));
    const swiper = await carouselIn(region);
    expect(within(region).getByRole('button', { name: 'Play the banners' })).toBeInTheDocument();
    await waitFor(() => expect(advancing(swiper)).toBe(false));
    await user.click(within(region).getByRole('button', { name: 'Play the banners' }));
    expect(advancing(swiper)).toBe(true);
  });

  it('shows a single banner without dots, autoplay or pause button', async () => {
    announcements([banner({ id: 1, title: 'Only one' })]);
    await renderPage(<HomePage />, { path: '/m/home' });
    const region = await screen.findByRole('region', { name: 'Promotions' });
    expect(within(region).getByRole('img', { name: 'Only one' })).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    // A plain image: no carousel that could move it, not even once the page is idle.
    expect(heldIdleCallbacks()).toHaveLength(0);
    expect(swiperIn(region)).toBeUndefined();
  });

  it('navigates inside the site from a banner with a site link', async () => {
    announcements(HOME_ITEMS);
    const { user, router } = await renderPage(<HomePage />, { path: '/m/home' });
    await becomeIdle();
    const link = await screen.findByRole('link', { name: 'Daily rebate' });
    // The call to action is drawn for the eye; the link is named by the banner's title.
    expect(within(link).getByText('See the offer')).toHaveAttribute('aria-hidden', 'true');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/m/rewardCenter');
  });

  it('shows a banner whose link leads nowhere allowed as a plain image', async () => {
    announcements([banner({ id: 1, title: 'Tricky', link: 'javascript:alert(1)' })]);
    await renderPage(<HomePage />, { path: '/m/home' });
    expect(await screen.findByRole('img', { name: 'Tricky' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Tricky/ })).not.toBeInTheDocument();
    expect(screen.queryByText('See the offer')).not.toBeInTheDocument();
  });

  it('shows the no-announcement item and no carousel when there is nothing to show', async () => {
    announcements([]);
    await renderPage(<HomePage />, { path: '/m/home' });

    const marquee = await screen.findByRole('link', { name: 'Announcements: No announcements yet' });
    expect(within(marquee).getByText('No announcements yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause the announcements' })).not.toBeInTheDocument();
  });

  it('pauses and plays the moving marquee with its own button', async () => {
    announcements(HOME_ITEMS);
    const { user } = await renderPage(<HomePage />, { path: '/m/home' });
    const pause = await screen.findByRole('button', { name: 'Pause the announcements' });
    const track = screen.getByText('Maintenance tonight').parentElement;
    expect(track).not.toHaveClass('paused');
    await user.click(pause);
    expect(track).toHaveClass('paused');
    await user.click(screen.getByRole('button', { name: 'Play the announcements' }));
    expect(track).not.toHaveClass('paused');
  });

  it('shows a retry panel when loading fails, and retry loads again', async () => {
    const requests = announcements(fail(503, { errorCode: 'system.upgrading', message: 'upgrading' }), HOME_ITEMS);
    const { user } = await renderPage(<HomePage />, { path: '/m/home' });

    expect(await screen.findByText('System upgrading, please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('img', { name: 'Welcome bonus' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('opens the notice page from the marquee', async () => {
    announcements(HOME_ITEMS);
    const { user, router } = await renderPage(<HomePage />, { path: '/m/home' });
    await user.click(await screen.findByRole('link', { name: /^Announcements:/ }));
    expect(router.state.location.pathname).toBe('/m/notice');
  });

  it('loads the titles again when the language changes', async () => {
    const tagalog = [announcementFactory({ id: 3, type: 'H', title: 'Maintenance mamayang gabi' })];
    const requests = announcements(HOME_ITEMS, tagalog);
    await renderPage(<HomePage />, { path: '/m/home' });
    await screen.findByRole('img', { name: 'Welcome bonus' });

    await act(() => setLanguage('ty'));

    expect(await screen.findByText('Maintenance mamayang gabi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mga anunsyo: Maintenance mamayang gabi' })).toBeInTheDocument();
    expect(requests.map((request) => request.language)).toEqual(['EN', 'TY']);
  });
});
