import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS, login, logout, sessionState } from '@platform/shared';
import { PATHS } from '@platform/shared/contract';
import { apiUrl, http, loginValueFactory, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { SettingsPage } from './SettingsPage';
import '../../testing/accounts-kit';

const server = setupMockServer();

describe('SettingsPage', () => {
  it('sends a visitor home', async () => {
    const { router } = await renderPage(<SettingsPage />, { path: '/m/set' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('opens change password', async () => {
    login(loginValueFactory(), 'M001');
    const { user, router } = await renderPage(<SettingsPage />, { path: '/m/set' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(router.state.location.pathname).toBe('/m/changePsw');
  });

  it('signs out: please wait, server logout with the token, session cleared, home', async () => {
    login(loginValueFactory({ token: 'tok-1' }), 'M001');
    sessionStorage.setItem('other', 'x');
    const tokens: Array<string | null> = [];
    server.use(
      http.delete(apiUrl(PATHS.logout), ({ request }) => {
        tokens.push(request.headers.get('Authorization'));
        return ok({});
      }),
    );
    const { user, router } = await renderPage(<SettingsPage />, { path: '/m/set' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(tokens).toEqual(['Bearer tok-1']);
    expect(sessionState.info).toBeNull();
    expect(sessionStorage.getItem('other')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
  });

  it('sends a tap to the login page when the session ended meanwhile', async () => {
    login(loginValueFactory(), 'M001');
    const { user, router } = await renderPage(<SettingsPage />, { path: '/m/set' });
    const item = screen.getByRole('button', { name: 'Change password' });
    sessionState.info = null;
    await user.click(item);
    expect(['/m/login', '/m/home']).toContain(router.state.location.pathname);
    logout();
  });
});
