import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { sessionState } from '@platform/shared';
import { PATHS, leadingZeroBits, type LoginChallengeRequest, type LoginRequest } from '@platform/shared/contract';
import {
  apiUrl,
  fail,
  http,
  loginValueFactory,
  memberInfoFactory,
  ok,
  renderPage,
  setupMockServer,
} from '@platform/shared/testing';
import { baseHandlers, encryptedRoute } from '../../testing/accounts-kit';
import { LoginPage } from './LoginPage';

const server = setupMockServer(
  ...baseHandlers(),
  http.get(apiUrl(PATHS.memberInfo), () => ok(memberInfoFactory())),
);

/** A carrier address past its share: a login without a solved challenge is asked for one. */
function busyAddress(afterChallenge: (body: LoginRequest) => Response) {
  const login = encryptedRoute<LoginRequest>('post', PATHS.login, (body) =>
    body.challengeId
      ? afterChallenge(body)
      : fail(400, { errorCode: 'auth.challenge_required', message: 'busy address' }),
  );
  const challenge = encryptedRoute<LoginChallengeRequest>('post', PATHS.loginChallenge, () =>
    ok({ challengeId: 'ch-busy', prefix: 'busy-prefix', bits: 6, expiresIn: 120 }),
  );
  server.use(login.handler, challenge.handler);
  return { logins: login.received, challenges: challenge.received };
}

async function submit(user: Awaited<ReturnType<typeof renderPage>>['user']) {
  await user.type(screen.getByLabelText('Username'), 'member01');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage behind a busy network address', () => {
  it('solves the challenge the server asks for and logs in, without asking the player anything', async () => {
    const sent = busyAddress(() => ok(loginValueFactory({ token: 'token-busy', userName: 'member01' })));
    const { user, router } = await renderPage(<LoginPage />, { path: '/m/login' });
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(sessionState.info).toMatchObject({ token: 'token-busy', userName: 'member01' });
    expect(sent.challenges.map((asked) => asked.body)).toEqual([{ username: 'member01' }]);
    expect(sent.logins).toHaveLength(2);
    const retried = sent.logins[1]?.body;
    expect(retried).toMatchObject({ username: 'member01', password: 'secret123', challengeId: 'ch-busy' });
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`busy-prefix:${retried?.challengeNonce ?? ''}`)),
    );
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(6);
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  }, 30_000);

  it('says a wrong password after the challenge as any other, keeping what was typed', async () => {
    const sent = busyAddress(() => fail(401, { errorCode: 'auth.credentials_invalid', message: 'wrong' }));
    const { user } = await renderPage(<LoginPage />, { path: '/m/login' });
    await submit(user);

    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    expect(sent.logins).toHaveLength(2);
    expect(screen.getByLabelText('Username')).toHaveValue('member01');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
  }, 30_000);
});
