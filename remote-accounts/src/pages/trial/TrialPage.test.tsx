import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS, login, sessionState } from '@platform/shared';
import { HEADERS, PATHS } from '@platform/shared/contract';
import { apiUrl, fail, http, loginValueFactory, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { TrialPage } from './TrialPage';
import '../../testing/accounts-kit';

const TRIAL_KEY = 'k'.repeat(43);
const played: unknown[] = [];

const server = setupMockServer(
  http.post(apiUrl(PATHS.trialAccount), ({ request }) =>
    request.headers.get(HEADERS.deviceId)
      ? ok({ userName: 'trial000777', trialKey: TRIAL_KEY })
      : fail(400, { errorCode: 'request.malformed', message: 'no device id' }),
  ),
  http.post(apiUrl(PATHS.testPlay), async ({ request }) => {
    played.push(await request.json());
    return ok({ token: 'tt', userName: 'trial000777', customerType: 4 });
  }),
);

describe('TrialPage', () => {
  it('shows the reserved trial account, keeps its name and key, and plays as it with the key', async () => {
    const { user, router } = await renderPage(<TrialPage />, { path: '/m/trail' });
    expect(await screen.findByText('trial000777')).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.trialName)).toBe('trial000777');
    expect(sessionStorage.getItem(STORAGE_KEYS.trialKey)).toBe(TRIAL_KEY);
    await user.click(screen.getByRole('button', { name: 'Start playing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(played.at(-1)).toEqual({ userName: 'trial000777', trialKey: TRIAL_KEY });
    expect(sessionState).toMatchObject({ trial: true, info: { userName: 'trial000777', type: 4 } });
  });

  it('says why when this phone or network has made too many trial accounts', async () => {
    server.use(
      http.post(apiUrl(PATHS.trialAccount), () =>
        fail(429, { errorCode: 'rate.creation_limited', message: 'x', data: { retryAfterSeconds: 600 } }),
      ),
    );
    await renderPage(<TrialPage />, { path: '/m/trail' });
    expect(
      await screen.findByText('Too many new accounts from this phone or network. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start playing' })).toBeDisabled();
  });

  it('says so when trial play is not available', async () => {
    server.use(
      http.post(apiUrl(PATHS.testPlay), () => fail(403, { errorCode: 'auth.trial_unavailable', message: 'x' })),
    );
    const { user } = await renderPage(<TrialPage />, { path: '/m/trail' });
    await screen.findByText('trial000777');
    await user.click(screen.getByRole('button', { name: 'Start playing' }));
    expect(
      await screen.findByText('Free trial is not available right now. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('does not make a signed-in member a trial account', async () => {
    login(loginValueFactory(), 'M001');
    await renderPage(<TrialPage />, { path: '/m/trail' });
    expect(screen.getByText('You are already signed in.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start playing' })).not.toBeInTheDocument();
  });
});
