import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '@platform/shared';
import type { Announcement } from '@platform/shared/contract';
import { announcementFactory, loginValueFactory, renderPage } from '@platform/shared/testing';
import '../../../testing/lobby-kit';
import { HomePopups } from './HomePopups';
import { POPUP_FLAG_KEYS, readFlag } from './popup-flags';

afterEach(() => vi.useRealTimers());

const popup = (id: number, execution: 'A' | 'B' | 'F', overrides: Partial<Announcement> = {}) =>
  announcementFactory({
    id,
    type: 'PU',
    execution,
    title: `Popup ${execution}${id}`,
    content: `<p>Body ${id}</p>`,
    ...overrides,
  });

const LIST = [
  popup(1, 'A', { link: '/m/rewardCenter' }),
  popup(2, 'B', { link: 'https://promo.example/join' }),
  popup(3, 'F'),
];

const show = (list: Announcement[]) => renderPage(<HomePopups list={list} />, { path: '/m/home' });

describe('announcement popups', () => {
  it('waits 500 ms before deciding, then shows a guest the B popups only', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await show(LIST);
    await act(() => vi.advanceTimersByTime(499));
    expect(readFlag('guest')).toBeNull();
    await act(() => vi.advanceTimersByTime(1));
    expect(readFlag('guest')?.show).toBe(true);
    vi.useRealTimers();

    const dialog = await screen.findByRole('dialog', { name: 'Popup B2' });
    expect(within(dialog).getByText('Body 2')).toBeInTheDocument();
    expect(screen.queryByText('Popup A1')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Announcement pages' })).not.toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'See more (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://promo.example/join');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('shows a member on a first login A and F, paging between them and stopping at both ends', async () => {
    login(loginValueFactory({ firstTimeLogin: true }), 'M001');
    const { user } = await show(LIST);
    expect(await screen.findByRole('dialog', { name: 'Popup A1' })).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous announcement' });
    const next = screen.getByRole('button', { name: 'Next announcement' });
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.click(previous);
    expect(screen.getByRole('dialog', { name: 'Popup A1' })).toBeInTheDocument();
    await user.click(next);
    expect(screen.getByRole('dialog', { name: 'Popup F3' })).toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(screen.getByRole('dialog', { name: 'Popup F3' })).toBeInTheDocument();
    expect(screen.queryByText('Popup B2')).not.toBeInTheDocument();
  });

  it('gives a returning member the A popups only', async () => {
    login(loginValueFactory({ firstTimeLogin: false }), 'M001');
    await show(LIST);
    expect(await screen.findByRole('dialog', { name: 'Popup A1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next announcement' })).not.toBeInTheDocument();
  });

  it('stays closed once closed, until a popup not seen before arrives', async () => {
    const first = await show([popup(2, 'B')]);
    await first.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(POPUP_FLAG_KEYS.guest) ?? 'null')).toEqual({
      show: false,
      seen: [{ id: 2, title: 'Popup B2', content: '<p>Body 2</p>' }],
    });
    first.unmount();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const again = await show([popup(2, 'B')]);
    await act(() => vi.advanceTimersByTime(500));
    expect(readFlag('guest')?.show).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    again.unmount();
    vi.useRealTimers();

    await show([popup(2, 'B'), popup(4, 'B')]);
    expect(await screen.findByRole('dialog', { name: 'Popup B2' })).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
  });

  it('closes with Escape and remembers it', async () => {
    const { user } = await show([popup(2, 'B')]);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readFlag('guest')?.show).toBe(false);
  });

  it("follows the popup's site link inside the app and counts it as closing", async () => {
    login(loginValueFactory(), 'M001');
    const { user, router } = await show(LIST);
    await user.click(await screen.findByRole('link', { name: 'See more' }));
    expect(router.state.location.pathname).toBe('/m/rewardCenter');
    expect(readFlag('member')?.show).toBe(false);
  });

  it('decides the links inside the popup HTML the same way', async () => {
    const content =
      '<p><a href="javascript:alert(1)">Bad</a> <a href="//evil.example/m/home">Away</a> ' +
      '<a href="/m/activity?id=7">Promo</a></p>';
    const { user, router } = await show([popup(2, 'B', { content })]);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('Bad'));
    await user.click(within(dialog).getByText('Away'));
    expect(router.state.location.pathname).toBe('/m/home');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(dialog).getByText('Promo'));
    expect(router.state.location.pathname).toBe('/m/activity');
    expect(router.state.location.search).toBe('?id=7');
  });

  it('opens an outside link of the popup HTML in a new window without an opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const content = '<p><a href="https://promo.example/x">Outside</a></p>';
    const { user } = await show([popup(2, 'B', { content })]);
    await user.click(within(await screen.findByRole('dialog')).getByText('Outside'));
    expect(open).toHaveBeenCalledWith('https://promo.example/x', '_blank', 'noopener');
    open.mockRestore();
  });

  it('strips scripts and handlers from the popup HTML', async () => {
    const content = '<p>Safe<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script></p>';
    await show([popup(2, 'B', { content })]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
