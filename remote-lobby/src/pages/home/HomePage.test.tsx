import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS, addNamespace, setLanguage, type Announcement } from '@platform/shared';
import { announcementFactory, apiUrl, fail, http, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import en from '../../i18n/en.json';
import ty from '../../i18n/ty.json';
import { HomePage } from './HomePage';

// Aliased: the helper is not a React hook, and the lint's rules-of-hooks reads any use* call as one.
const server = setupMockServer();

// The expose file registers the namespace at import, which needs i18n started; the host does that
// first, but here the setup file starts i18n in beforeAll, so the page is imported directly.
beforeAll(() => addNamespace('lobby', { ty, en }));

const scrollTo = vi.fn();
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
});
afterEach(() => {
  vi.restoreAllMocks();
  scrollTo.mockReset();
});

const banner = (overrides: Partial<Announcement>) =>
  announcementFactory({ type: 'B', url: `/api/art/banner/${overrides.id ?? 1}.svg`, ...overrides });

/** Answers the announcements call with `items` and records each request's URL and language. */
function announcements(...replies: Array<Announcement[] | Response>) {
  const requests: Array<{ url: URL; language: string | null }> = [];
  server.use(
    http.get(apiUrl(PATHS.announcements), ({ request }) => {
      requests.push({ url: new URL(request.url), language: request.headers.get('Language') });
      const reply = replies[Math.min(requests.length, replies.length) - 1] ?? [];
      return reply instanceof Response ? reply : ok({ list: reply, footer: { unreadCount: 0 } });
    }),
  );
  return requests;
}

const HOME_ITEMS = [
  banner({ id: 1, title: 'Welcome bonus', link: 'https://partner.example/promo' }),
  banner({ id: 2, title: 'Daily rebate', link: '/m/rewardCenter' }),
  announcementFactory({ id: 3, type: 'H', title: 'Maintenance tonight' }),
  announcementFactory({ id: 4, type: 'PL', title: 'New slots this week' }),
  announcementFactory({ id: 5, type: 'PU', title: 'Popup only' }),
];

describe('HomePage', () => {
  it('shows the banners with their titles as alt text and the news titles in the marquee', async () => {
    const requests = announcements(HOME_ITEMS);
    await renderPage(<HomePage />, { path: '/m/home' });

    expect(await screen.findByRole('img', { name: 'Welcome bonus' })).toHaveAttribute('src', '/api/art/banner/1.svg');
    expect(screen.getByRole('img', { name: 'Daily rebate' })).toHaveAttribute('src', '/api/art/banner/2.svg');
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

  it('navigates inside the site from a banner with a site link', async () => {
    announcements(HOME_ITEMS);
    const { user, router } = await renderPage(<HomePage />, { path: '/m/home' });
    await user.click(await screen.findByRole('link', { name: 'Daily rebate' }));
    expect(router.state.location.pathname).toBe('/m/rewardCenter');
  });

  it('shows the no-announcement item and no carousel when there is nothing to show', async () => {
    announcements([]);
    await renderPage(<HomePage />, { path: '/m/home' });

    const marquee = await screen.findByRole('link', { name: 'Announcements: No announcements yet' });
    expect(within(marquee).getByText('No announcements yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
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
