import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { login } from '@platform/shared';
import { PATHS, type ChangePasswordRequest } from '@platform/shared/contract';
import { apiUrl, fail, http, loginValueFactory, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { baseHandlers } from '../../testing/accounts-kit';
import { loadRememberedLogin, rememberLogin } from '../../features/remember/remember-store';
import { sessionPassword, setSessionPassword } from '../../features/session-password/session-password';
import { ChangePasswordPage } from './ChangePasswordPage';

const server = setupMockServer(...baseHandlers());

function onChange(reply: () => Response = () => ok({})) {
  const received: ChangePasswordRequest[] = [];
  server.use(
    http.post(apiUrl(PATHS.changePassword), async ({ request }) => {
      received.push((await request.json()) as ChangePasswordRequest);
      return reply();
    }),
  );
  return received;
}

const render = () => renderPage(<ChangePasswordPage />, { path: '/m/changePsw' });

describe('ChangePasswordPage', () => {
  it('sends a visitor home', async () => {
    const { router } = await render();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('asks for the old password only when this page does not know it', async () => {
    login(loginValueFactory(), 'M001');
    await render();
    expect(screen.getByLabelText('Username')).toHaveValue('member01');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Old password')).toBeInTheDocument();
  });

  it('refuses a new password equal to the old one with a popup, sending nothing', async () => {
    login(loginValueFactory(), 'M001');
    setSessionPassword('member01', 'member123');
    const received = onChange();
    const { user } = await render();
    expect(screen.queryByLabelText('Old password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'member123');
    await user.type(screen.getByLabelText('Confirm new password'), 'member123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup).toHaveTextContent('The new password and the old password cannot be the same');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(received).toHaveLength(0);
  });

  it('checks the confirmation: required, then equal', async () => {
    login(loginValueFactory(), 'M001');
    setSessionPassword('member01', 'member123');
    const { user } = await render();
    await user.type(screen.getByLabelText('New password'), 'fresh456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Enter password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh457');
    await user.tab();
    expect(screen.getByText("The two passwords don't match.")).toBeInTheDocument();
  });

  it('saves, keeps the new password for the session, re-seals the remembered one, then goes home after 1 s', async () => {
    login(loginValueFactory(), 'M001');
    setSessionPassword('member01', 'member123');
    await rememberLogin({ type: 'username', username: 'member01', password: 'member123' });
    const received = onChange();
    const { user, router } = await render();
    await user.type(screen.getByLabelText('New password'), 'fresh456');
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Change saved')).toBeInTheDocument();
    expect(received[0]).toEqual({ oldPassword: 'member123', newPassword: 'fresh456', confirmNewPassword: 'fresh456' });
    expect(sessionPassword()).toBe('fresh456');
    await waitFor(async () => expect(await loadRememberedLogin()).toMatchObject({ password: 'fresh456' }));
    expect(router.state.location.pathname).toBe('/m/changePsw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), { timeout: 2000 });
  });

  it('shows a wrong old password under its field and keeps what was typed', async () => {
    login(loginValueFactory(), 'M001');
    onChange(() => fail(400, { errorCode: 'auth.old_password_wrong', message: 'no', data: { field: 'oldPassword' } }));
    const { user } = await render();
    await user.type(screen.getByLabelText('Old password'), 'wrong123');
    await user.type(screen.getByLabelText('New password'), 'fresh456');
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your current password is wrong. Check it and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('fresh456');
  });

  it('tells a trial account to log in with a real one', async () => {
    login(loginValueFactory({ customerType: 4 }), 'M001');
    await render();
    expect(screen.getByText('Please log in with a real account to use this function.')).toBeInTheDocument();
  });
});
