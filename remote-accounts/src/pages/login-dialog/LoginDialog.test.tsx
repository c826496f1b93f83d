import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { loginDialogState, openLoginDialog, sessionState } from '@platform/shared';
import { PATHS, type LoginRequest } from '@platform/shared/contract';
import {
  apiUrl,
  http,
  loginValueFactory,
  memberInfoFactory,
  ok,
  renderPage,
  setupMockServer,
} from '@platform/shared/testing';
import { baseHandlers, encryptedRoute } from '../../testing/accounts-kit';
import { LoginDialog } from './LoginDialog';

const server = setupMockServer(
  ...baseHandlers(),
  http.get(apiUrl(PATHS.memberInfo), () => ok(memberInfoFactory())),
);

async function renderDialog() {
  openLoginDialog();
  const opener = document.createElement('button');
  opener.textContent = 'opener';
  document.body.append(opener);
  opener.focus();
  const rendered = await renderPage(<LoginDialog />, { path: '/m/mine' });
  return { ...rendered, opener };
}

describe('LoginDialog', () => {
  it('is a labelled modal dialog that starts in the username field', async () => {
    await renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await renderDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Register' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('closes on Escape and on the close button', async () => {
    const { user } = await renderDialog();
    await user.keyboard('{Escape}');
    expect(loginDialogState.open).toBe(false);
    openLoginDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(loginDialogState.open).toBe(false);
  });

  it('gives focus back to what had it when it goes away', async () => {
    const { opener, unmount } = await renderDialog();
    unmount();
    expect(opener).toHaveFocus();
  });

  it('signs in, closes, and leaves the page where it was', async () => {
    const route = encryptedRoute<LoginRequest>('post', PATHS.login, () => ok(loginValueFactory()));
    server.use(route.handler);
    const { user, router } = await renderDialog();
    await user.type(screen.getByLabelText('Username'), 'member01');
    await user.type(screen.getByLabelText('Password'), 'member123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(loginDialogState.open).toBe(false));
    expect(sessionState.info?.userName).toBe('member01');
    expect(router.state.location.pathname).toBe('/m/mine');
  });

  it('closes before following its register and forgot-password links', async () => {
    const { user, router } = await renderDialog();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(loginDialogState.open).toBe(false);
    expect(router.state.location.pathname).toBe('/m/forget');
  });
});
