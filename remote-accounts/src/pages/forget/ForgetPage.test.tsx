import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setStartup } from '@platform/shared';
import { PATHS } from '@platform/shared/contract';
import { apiUrl, fail, http, ok, renderPage, setupMockServer, startupFactory } from '@platform/shared/testing';
import { baseHandlers } from '../../testing/accounts-kit';
import { ForgetPage } from './ForgetPage';

const server = setupMockServer(...baseHandlers());
afterEach(() => vi.useRealTimers());

describe('ForgetPage', () => {
  it('offers the phone path first when CHNGPASSVERIF3 is on, leading to the set-password screen', async () => {
    setStartup(startupFactory({ whitelabel: { CHNGPASSVERIF3: true } }));
    const { user, router } = await renderPage(<ForgetPage />, { path: '/m/forget' });
    expect(screen.getByRole('tab', { name: 'Mobile number', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Reset with an SMS code' }));
    expect(router.state.location.pathname).toBe('/m/setPsw');
  });

  it('has only the e-mail path without CHNGPASSVERIF3, blocking submit while a field is wrong', async () => {
    setStartup(startupFactory({ whitelabel: {} }));
    const { user } = await renderPage(<ForgetPage />, { path: '/m/forget' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'nope');
    await user.tab();
    expect(screen.getByText('Enter a valid e-mail address, such as juan@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retrieve password' })).toBeDisabled();
  });

  it('sends the trimmed username and e-mail form-encoded, shows the sent message, then goes back', async () => {
    let body = '';
    let type = '';
    server.use(
      http.post(apiUrl(PATHS.forgotPasswordEmail), async ({ request }) => {
        type = request.headers.get('content-type') ?? '';
        body = await request.text();
        return ok({});
      }),
    );
    const { user, router } = await renderPage(<ForgetPage />, { path: '/m/forget' });
    await user.type(screen.getByLabelText('Username'), ' member01 ');
    await user.type(screen.getByLabelText('E-mail'), 'juan@example.invalid');
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
    expect(await screen.findByText('The reset e-mail has been sent. Please check your inbox.')).toBeInTheDocument();
    expect(type).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(body).get('username')).toBe('member01');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), { timeout: 2000 });
  });

  it('shows why the server refused and keeps what was typed', async () => {
    server.use(
      http.post(apiUrl(PATHS.forgotPasswordEmail), () =>
        fail(403, { errorCode: 'auth.user_missing_or_disabled', message: 'no' }),
      ),
    );
    const { user } = await renderPage(<ForgetPage />, { path: '/m/forget' });
    await user.type(screen.getByLabelText('Username'), 'member01');
    await user.type(screen.getByLabelText('E-mail'), 'other@example.invalid');
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
    expect(await screen.findByText("We can't find that account, or it has been disabled.")).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('other@example.invalid');
  });
});
