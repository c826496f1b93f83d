import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addNamespace } from '@platform/shared';
import { renderPage } from '@platform/shared/testing';
import { findRoute, type RouteEntry } from '../../routes/route-table';
import en from '../../i18n/en.json';
import ty from '../../i18n/ty.json';
import { Header } from './Header';

addNamespace('host', { en, ty });

function route(path: string): RouteEntry {
  const entry = findRoute(path);
  if (!entry) throw new Error(`no route ${path}`);
  return entry;
}

async function renderHeaderAt(path: string, history: string[]) {
  const result = await renderPage(<Header route={route(path)} />, { path, route: path });
  // Rebuild the history the user came through, ending on `path`. Inside act, so the header has drawn
  // each location before the test taps it: a tap on a header still holding the first location (the one
  // with nothing before it) would go home instead of back.
  for (const step of [...history, path]) await act(() => result.router.navigate(step));
  return result;
}

describe('Header', () => {
  it('shows the translated title from the path with a back arrow', async () => {
    await renderHeaderAt('/m/webEmail', []);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('goes one step back from an ordinary page', async () => {
    const { user, router } = await renderHeaderAt('/m/gameRecord', ['/m/mine']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    // A step back in history settles asynchronously.
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/mine'));
  });

  it('goes home from notice whatever the history', async () => {
    const { user, router } = await renderHeaderAt('/m/notice', ['/m/mine']);
    expect(screen.getByRole('heading', { name: 'Announcement' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('goes to the pageBack path a launched game was opened with, and never off the site', async () => {
    const launch = route('/m/launchGame');
    const first = await renderPage(<Header route={launch} />, {
      path: '/m/launchGame',
      route: '/m/launchGame?pageBack=%2Fm%2FgameList%3FgameType%3DRNG',
    });
    await first.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(first.router.state.location.pathname + first.router.state.location.search).toBe('/m/gameList?gameType=RNG');
    first.unmount();

    const second = await renderPage(<Header route={launch} />, {
      path: '/m/launchGame',
      route: '/m/launchGame?pageBack=%2F%2Fevil.example%2Fm%2Fhome',
    });
    await second.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(second.router.state.location.pathname).toBe('/m/home');
  });

  it('goes home when there is no history', async () => {
    const { user, router } = await renderPage(<Header route={route('/m/set')} />, { path: '/m/set' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('translates titles into Tagalog', async () => {
    await renderPage(<Header route={route('/m/help')} />, { path: '/m/help', language: 'ty' });
    expect(screen.getByRole('heading', { name: 'Tulong' })).toBeInTheDocument();
  });
});
