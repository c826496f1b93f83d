import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Swiper as SwiperInstance } from 'swiper';
import { login, setLanguage } from '@platform/shared';
import { GAME_PATHS, PATHS, type Announcement } from '@platform/shared/contract';
import {
  announcementFactory,
  apiUrl,
  fail,
  http,
  loginValueFactory,
  memberInfoFactory,
  ok,
  primeMemberInfo,
  renderPage,
  setupMockServer,
  walletFactory,
} from '@platform/shared/testing';
import { announcementsRoute, belowFoldHandlers, hotMatchFactory } from './home-kit';
import { HomePage } from './HomePage';
import { NEAR_SCREEN_MARGIN } from './parts/use-near-screen';
// The sections below the fold, loaded before any test stands in an intersection observer: the game
// tiles' icon queue makes its own observer when its module first runs, and keeps it.
import './below-fold';

const server = setupMockServer();

/** The browser's idle callbacks: held until a test says the page is idle. */
let idleCallbacks: Array<{ callback: IdleRequestCallback; options?: IdleRequestOptions }> = [];

const scrollTo = vi.fn();
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
  server.use(...belowFoldHandlers());
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    idleCallbacks.push({ callback, options });
    return idleCallbacks.length;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  scrollTo.mockReset();
});

const banner = (overrides: Partial<Announcement>) =>
  announcementFactory({ type: 'B', url: `/api/art/banner/${overrides.id ?? 1}.svg`, ...overrides });

/** Answers the announcements call with each reply in turn; returns the requests. */
function announcements(...replies: Array<Announcement[] | Response>) {
  const route = announcementsRoute(...replies);
  server.use(route.handler);
  return route.requests;
}

const HOME_ITEMS = [
  banner({ id: 1, title: 'Welcome bonus', link: 'https://partner.example/promo' }),
  banner({ id: 2, title: 'Daily rebate', link: '/m/rewardCenter' }),
  announcementFactory({ id: 3, type: 'H', title: 'Maintenance tonight' }),
  announcementFactory({ id: 4, type: 'PL', title: 'New slots this week' }),
  announcementFactory({ id: 5, type: 'PU', title: 'Popup only', execution: 'A' }),
];

/** The swiper instance Swiper keeps on its element. */
const swiperIn = (region: HTMLElement) =>
  (region.querySelector('.swiper') as (HTMLElement & { swiper: SwiperInstance }) | null)?.swiper;

/** The browser has a moment to spare: what waited for one runs. */
async function becomeIdle() {
  await waitFor(() => expect(idleCallbacks).not.toHaveLength(0));
  const due = idleCallbacks;
  idleCallbacks = [];
  act(() => {
    for (const { callback } of due) callback({ didTimeout: false, timeRemaining: () => 50 });
  });
}

/** The banners' carousel, once it is up. */
async function carouselIn(region: HTMLElement) {
  await waitFor(() => expect(swiperIn(region)).toBeDefined());
  return swiperIn(region)!;
}

/** Intersection observers made while a test stands this one in for the browser's. */
class FakeIntersectionObserver {
  static made: FakeIntersectionObserver[] = [];
  readonly watched: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.made.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  unobserve(element: Element) {
    this.watched.splice(this.watched.indexOf(element), 1);
  }
  disconnect() {
    this.watched.length = 0;
  }
  takeRecords() {
    return [];
  }
  /** Tells the observer its elements came within its margin (or not). */
  report(isIntersecting: boolean) {
    const entries = this.watched.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

describe('HomePage', () => {
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
    await waitFor(() => expect(swiperIn(region)?.autoplay.running).toBe(true));

    await user.click(within(region).getByRole('button', { name: 'Pause the banners' }));
    expect(swiperIn(region)?.autoplay.running).toBe(false);
    await user.click(within(region).getByRole('button', { name: 'Play the banners' }));
    expect(swiperIn(region)?.autoplay.running).toBe(true);

    act(() => within(region).getByRole('link', { name: 'Daily rebate' }).focus());
    expect(swiperIn(region)?.autoplay.running).toBe(false);
    act(() => (document.activeElement as HTMLElement).blur());
    expect(swiperIn(region)?.autoplay.running).toBe(true);
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
    await waitFor(() => expect(idleCallbacks.map(({ options }) => options)).toEqual([{ timeout: 4000 }]));
    await new Promise((done) => setTimeout(done, 100));
    expect(swiperIn(region)).toBeUndefined();

    await becomeIdle();
    const swiper = await carouselIn(region);
    expect(swiper.realIndex).toBe(0);
    expect(within(swiper.slides[swiper.activeIndex]!).getByRole('img', { name: 'Welcome bonus' })).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Daily rebate' })).toBeInTheDocument();
    await waitFor(() => expect(swiper.autoplay.running).toBe(true));
  });

  it('puts the carousel up at once when the banners are touched', async () => {
    announcements(HOME_ITEMS);
    await renderPage(<HomePage />, { path: '/m/home' });
    const region = await screen.findByRole('region', { name: 'Promotions' });
    fireEvent.touchStart(within(region).getByRole('img', { name: 'Welcome bonus' }));
    expect((await carouselIn(region)).realIndex).toBe(0);
    // Up before the page was idle.
    expect(idleCallbacks).toHaveLength(1);
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
    await waitFor(() => expect(swiper.autoplay.running).toBe(false));
  });

  it('pausing before the carousel is up puts it up, paused', async () => {
    announcements(HOME_ITEMS);
    const { user } = await renderPage(<HomePage />, { path: '/m/home' });
    const region = await screen.findByRole('region', { name: 'Promotions' });
    await user.click(within(region).getByRole('button', { name: 'Pause the banners' }));
    const swiper = await carouselIn(region);
    expect(within(region).getByRole('button', { name: 'Play the banners' })).toBeInTheDocument();
    await waitFor(() => expect(swiper.autoplay.running).toBe(false));
    await user.click(within(region).getByRole('button', { name: 'Play the banners' }));
    expect(swiper.autoplay.running).toBe(true);
  });

  it('shows a single banner without dots, autoplay or pause button', async () => {
    announcements([banner({ id: 1, title: 'Only one' })]);
    await renderPage(<HomePage />, { path: '/m/home' });
    const region = await screen.findByRole('region', { name: 'Promotions' });
    expect(within(region).getByRole('img', { name: 'Only one' })).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    // A plain image: no carousel that could move it, not even once the page is idle.
    expect(idleCallbacks).toHaveLength(0);
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

  it('loads the sections below the fold only after the announcements', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    server.use(
      http.get(apiUrl(PATHS.announcements), async () => {
        calls.push('announcements');
        await held;
        return ok({ list: HOME_ITEMS, footer: { unreadCount: 0 } });
      }),
      http.get(apiUrl(GAME_PATHS.vendorGameTypes), () => {
        calls.push('vendor-types');
        return ok([]);
      }),
    );
    await renderPage(<HomePage />, { path: '/m/home' });
    await waitFor(() => expect(calls).toEqual(['announcements']));
    release();
    expect(await screen.findByRole('heading', { name: 'Popular games' })).toBeInTheDocument();
    expect(calls).toEqual(['announcements', 'vendor-types']);
  });

  it('draws the hot matches and popular games together, once the matches are known', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    server.use(
      http.get(apiUrl(GAME_PATHS.hotMatches), async () => {
        await held;
        return ok({ list: [hotMatchFactory()] });
      }),
      http.get(apiUrl(GAME_PATHS.hot), () => {
        calls.push('hot games');
        return ok({ list: [] });
      }),
    );
    announcements(HOME_ITEMS);
    await renderPage(<HomePage />, { path: '/m/home' });
    // The games' call goes out with the matches', and its answer waits for theirs.
    await waitFor(() => expect(calls).toEqual(['hot games']));
    await screen.findByRole('region', { name: 'Promotions' });
    expect(screen.queryByRole('heading', { name: 'Popular games' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('region', { name: 'Hot matches' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Popular games' })).toBeInTheDocument();
  });

  it('loads the sections below the fold only once their place comes within a screen of the viewport', async () => {
    const calls: string[] = [];
    server.use(
      http.get(apiUrl(GAME_PATHS.hotMatches), () => {
        calls.push('hot matches');
        return ok({ list: [] });
      }),
      http.get(apiUrl(GAME_PATHS.vendorGameTypes), () => {
        calls.push('vendor-types');
        return ok([]);
      }),
    );
    FakeIntersectionObserver.made = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    announcements(HOME_ITEMS);
    const { container } = await renderPage(<HomePage />, { path: '/m/home' });
    await screen.findByRole('region', { name: 'Promotions' });

    const [observer] = FakeIntersectionObserver.made.filter(({ options }) => options.rootMargin === NEAR_SCREEN_MARGIN);
    expect(NEAR_SCREEN_MARGIN).toBe('100% 0px');
    const place = container.querySelector('.belowFold');
    expect(observer?.watched).toEqual([place]);
    // The place is held, at its height, for the sections to come.
    expect(place).toHaveAttribute('aria-hidden', 'true');

    observer!.report(false);
    await new Promise((done) => setTimeout(done, 100));
    expect(screen.queryByRole('heading', { name: 'Popular games' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    observer!.report(true);
    expect(await screen.findByRole('heading', { name: 'Popular games' })).toBeInTheDocument();
    expect([...calls].sort()).toEqual(['hot matches', 'vendor-types']);
    expect(observer!.watched).toEqual([]);
  });

  it('loads the sections below the fold at once in a browser that cannot tell where they are', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    announcements(HOME_ITEMS);
    await renderPage(<HomePage />, { path: '/m/home' });
    expect(await screen.findByRole('heading', { name: 'Popular games' })).toBeInTheDocument();
  });

  it("renews a member's record, wallet, merchant wallet and favourites on every visit, even when they are cached", async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl(PATHS.memberInfo), () => {
        asked.push('member');
        return ok(memberInfoFactory({ nickname: 'Renewed' }));
      }),
      http.get(apiUrl(PATHS.wallet), () => {
        asked.push('wallet');
        return ok(walletFactory());
      }),
      http.get(apiUrl(GAME_PATHS.favouriteIds), () => {
        asked.push('favourites');
        return ok({ nodeIds: [] });
      }),
      http.get(apiUrl(GAME_PATHS.merchantWallet), () => {
        asked.push('merchant wallet');
        return ok({ mode: 'single', currencySymbol: '₱', sumBalance: 10, vendors: [] });
      }),
    );
    announcements(HOME_ITEMS);
    login(loginValueFactory(), 'M001');
    primeMemberInfo(memberInfoFactory());
    await renderPage(<HomePage />, { path: '/m/home' });
    await waitFor(() => expect([...asked].sort()).toEqual(['favourites', 'member', 'merchant wallet', 'wallet']));
  });

  it('asks nothing of a member for a guest', async () => {
    const asked = vi.fn();
    server.use(
      http.get(apiUrl(PATHS.memberInfo), asked),
      http.get(apiUrl(PATHS.wallet), asked),
      http.get(apiUrl(GAME_PATHS.favouriteIds), asked),
      http.get(apiUrl(GAME_PATHS.merchantWallet), asked),
    );
    announcements(HOME_ITEMS);
    await renderPage(<HomePage />, { path: '/m/home' });
    expect(await screen.findByRole('heading', { name: 'Popular games' })).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });

  it('shows invite friends beside the side icons only while the referral promotion runs', async () => {
    server.use(...belowFoldHandlers({ referral: true }));
    announcements(HOME_ITEMS);
    await renderPage(<HomePage />, { path: '/m/home' });
    const side = await screen.findByRole('navigation', { name: 'Follow us and get the app' });
    // A guest is asked to log in first.
    expect(await within(side).findByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/m/login');
  });

  it('leads a member to invite friends', async () => {
    server.use(...belowFoldHandlers({ referral: true }));
    announcements(HOME_ITEMS);
    login(loginValueFactory(), 'M001');
    primeMemberInfo(memberInfoFactory());
    await renderPage(<HomePage />, { path: '/m/home' });
    expect(await screen.findByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/m/inviteFriends');
  });

  it('shows no invite icon while the referral promotion is off', async () => {
    announcements(HOME_ITEMS);
    await renderPage(<HomePage />, { path: '/m/home' });
    expect(await screen.findByRole('heading', { name: 'Popular games' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
  });
});
