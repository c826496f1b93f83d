import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { login } from '@platform/shared';
import { GAME_PATHS, PATHS } from '@platform/shared/contract';
import {
  apiUrl,
  http,
  loginValueFactory,
  memberInfoFactory,
  ok,
  primeMemberInfo,
  renderPage,
  walletFactory,
} from '@platform/shared/testing';
import { belowFoldHandlers, hotMatchFactory } from './home-kit';
import { FakeIntersectionObserver, HOME_ITEMS, homePageTest } from './home-page-kit';
import { HomePage } from './HomePage';
import { NEAR_SCREEN_MARGIN } from './parts/use-near-screen';
// The sections below the fold, loaded before any test stands in an intersection observer: the game
// tiles' icon queue makes its own observer when its module first runs, and keeps it.
import './below-fold';

const { server, announcements } = homePageTest();

describe('HomePage: below the fold and the member', () => {
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
