import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MEMBER_PATHS } from '@platform/shared/contract';
import { apiUrl, http, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { helpEntryFactory } from '../../testing/member-kit';
import { HelpPage, helpIndex } from './HelpPage';

const ENTRIES = [
  helpEntryFactory({ id: 1, title: 'How to deposit with GCash', content: '<p>Tap Deposit.</p>' }),
  helpEntryFactory({ id: 2, title: 'How to withdraw', content: '<p>Go to Withdraw.</p>' }),
  helpEntryFactory({
    id: 3,
    title: 'Bonuses and turnover',
    content:
      '<p>Claim bonuses in the <a href="/m/rewardCenter">Reward Centre</a> or read <a href="https://rules.example.invalid/">the rules</a>.</p><img src="x" onerror="alert(1)">',
  }),
];

const server = setupMockServer();

function serveHelp(entries = ENTRIES) {
  const devices: string[] = [];
  server.use(
    http.get(apiUrl(MEMBER_PATHS.help), ({ request }) => {
      devices.push(new URL(request.url).searchParams.get('device') ?? '');
      return ok(entries);
    }),
  );
  return devices;
}

const topics = () => screen.getByRole('navigation', { name: 'Help topics' });

describe('HelpPage', () => {
  it('asks for the mobile entries and opens the first one by default', async () => {
    const devices = serveHelp();
    await renderPage(<HelpPage />, { path: '/m/help' });

    expect(await screen.findByRole('heading', { level: 2, name: 'How to deposit with GCash' })).toBeInTheDocument();
    expect(screen.getByText('Tap Deposit.')).toBeInTheDocument();
    expect(
      within(topics())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(ENTRIES.map((entry) => entry.title));
    expect(within(topics()).getByRole('link', { name: 'How to deposit with GCash' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(devices).toEqual(['MOBILE']);
  });

  it('opens the third entry for ?i=2', async () => {
    serveHelp();
    await renderPage(<HelpPage />, { path: '/m/helpDetail', route: '/m/helpDetail?i=2' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bonuses and turnover' })).toBeInTheDocument();
    expect(within(topics()).getByRole('link', { name: 'Bonuses and turnover' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('switches topics from the menu, keeping the page', async () => {
    serveHelp();
    const { user, router } = await renderPage(<HelpPage />, { path: '/m/help' });
    await user.click(
      await within(await screen.findByRole('navigation', { name: 'Help topics' })).findByRole('link', {
        name: 'How to withdraw',
      }),
    );
    expect(router.state.location.pathname).toBe('/m/help');
    expect(router.state.location.search).toBe('?i=1');
    expect(screen.getByRole('heading', { level: 2, name: 'How to withdraw' })).toBeInTheDocument();
  });

  it('sanitizes the content and sends its links through the site’s link rules', async () => {
    serveHelp();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, router, container } = await renderPage(<HelpPage />, { path: '/m/help', route: '/m/help?i=2' });
    await screen.findByRole('heading', { level: 2, name: 'Bonuses and turnover' });
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeFalsy();

    await user.click(screen.getByRole('link', { name: 'the rules' }));
    expect(open).toHaveBeenCalledWith('https://rules.example.invalid/', '_blank', 'noopener,noreferrer');
    expect(router.state.location.pathname).toBe('/m/help');

    await user.click(screen.getByRole('link', { name: 'Reward Centre' }));
    expect(router.state.location.pathname).toBe('/m/rewardCenter');
  });

  it.each([['9'], ['-1'], ['x'], ['1.5']])('falls back to the first entry for ?i=%s', async (i) => {
    serveHelp();
    await renderPage(<HelpPage />, { path: '/m/help', route: `/m/help?i=${i}` });
    expect(await screen.findByRole('heading', { level: 2, name: 'How to deposit with GCash' })).toBeInTheDocument();
  });

  it('shows an empty state when there are no entries', async () => {
    serveHelp([]);
    await renderPage(<HelpPage />, { path: '/m/help' });
    expect(
      await screen.findByText('No help topics yet. Contact Customer Service if you need a hand.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Help topics' })).not.toBeInTheDocument();
  });

  it('goes back where it came from, else home', async () => {
    serveHelp();
    const { user, router } = await renderPage(<HelpPage />, { path: '/m/help' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/m/home');

    await router.navigate('/m/help', { state: { from: '/m/mine' } });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/m/mine');

    await router.navigate('/m/help', { state: { from: 'https://evil.example/' } });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('speaks Tagalog in TY', async () => {
    serveHelp();
    await renderPage(<HelpPage />, { path: '/m/help', language: 'ty' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tulong' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Mga paksa ng tulong' })).toBeInTheDocument();
  });
});

describe('helpIndex', () => {
  it('takes a whole number within the list, else 0', () => {
    expect(helpIndex('2', 3)).toBe(2);
    expect(helpIndex(null, 3)).toBe(0);
    expect(helpIndex('3', 3)).toBe(0);
    expect(helpIndex('', 3)).toBe(0);
  });
});
