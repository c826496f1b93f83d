import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PATHS, addNamespace, sessionState, type EncryptedBody, type LoginRequest } from '@platform/shared';
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
import { LoginPage } from './LoginPage';
import en from '../../i18n/en.json';
import ty from '../../i18n/ty.json';
import { createKeyPair, decryptLogin, ruleTableFactory } from './login-test-kit';

const keys = createKeyPair();

// Aliased: the helper is not a React hook, and the lint's rules-of-hooks reads any use* call as one.
const server = setupMockServer(
  http.get(apiUrl(PATHS.rules), () => ok(ruleTableFactory())),
  http.get(apiUrl(PATHS.publicKey), async () => {
    const { keyId, spki } = await keys;
    return ok({ keyId, spki });
  }),
);

// The expose file registers the namespace at import, which needs i18n started; the host does that
// first, but here the setup file starts i18n in beforeAll, so the page is imported directly.
beforeAll(() => addNamespace('accounts', { ty, en }));

/** Answers login with `reply` and records what the server received, decrypted. */
function onLogin(reply: () => Response | Promise<Response>) {
  const received: Array<{ body: LoginRequest; headers: Headers }> = [];
  server.use(
    http.post(apiUrl(PATHS.login), async ({ request }) => {
      const body = await decryptLogin((await request.json()) as EncryptedBody, (await keys).privateKey);
      received.push({ body, headers: request.headers });
      return reply();
    }),
  );
  return received;
}

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderPage>>['user'], username: string, password: string) {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('shows field errors for bad input without calling the server', async () => {
    const loginCalled = vi.fn();
    server.use(http.post(apiUrl(PATHS.login), () => loginCalled()));
    const { user } = await renderPage(<LoginPage />, { path: '/m/login' });

    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.tab();
    expect(await screen.findByText('Account format is incorrect')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(loginCalled).not.toHaveBeenCalled();
  });

  it('waits with a busy button, then shows the translated message for a wrong password and keeps what was typed', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    onLogin(async () => {
      await answered;
      return fail(401, { errorCode: 'auth.credentials_invalid', message: 'bad password' });
    });
    const { user } = await renderPage(<LoginPage />, { path: '/m/login' });

    await fillAndSubmit(user, 'member01', 'wrongpass');
    expect(await screen.findByText('Please wait…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    answer();

    expect(await screen.findByText('Incorrect username or password')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('member01');
    expect(screen.getByLabelText('Password')).toHaveValue('wrongpass');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(sessionState.info).toBeNull();
  });

  it('shows the captcha field after a failure that asks for one, and sends the code next time', async () => {
    let attempts = 0;
    const received = onLogin(() =>
      ++attempts === 1
        ? fail(400, { errorCode: 'auth.captcha_required', message: 'captcha', data: { captcha: true } })
        : fail(401, { errorCode: 'auth.credentials_invalid', message: 'bad password' }),
    );
    const { user } = await renderPage(<LoginPage />, { path: '/m/login' });

    await fillAndSubmit(user, 'member01', 'secret123');

    const captcha = await screen.findByLabelText('Verification code');
    expect(screen.getByText('Please enter the verification code')).toHaveAttribute('role', 'alert');
    expect(captcha).toHaveAttribute('inputmode', 'numeric');
    expect(captcha).toHaveAttribute('maxlength', '6');
    expect(captcha).toHaveAccessibleDescription(/1 to 16 characters/);

    await user.type(captcha, '4821');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    expect(received[1]?.body).toMatchObject({ username: 'member01', captcha: '4821' });
  });

  it('stores the session and member record, then goes home', async () => {
    const received = onLogin(() => ok(loginValueFactory({ token: 'token-9', userName: 'member01', customerType: 0 })));
    const member = memberInfoFactory({ account: 'member01' });
    server.use(http.get(apiUrl(PATHS.memberInfo), () => ok(member)));
    const { user, router } = await renderPage(<LoginPage />, { path: '/m/login' });

    await fillAndSubmit(user, ' member01 ', 'secret123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionState.info).toMatchObject({ token: 'token-9', userName: 'member01', merchantCode: 'M001', type: 0 });
    expect(sessionState.member).toEqual(member);
    expect(received[0]?.body).toEqual({
      type: 'username',
      username: 'member01',
      password: 'secret123',
      portal: 'member',
    });
    expect(received[0]?.headers.get('X-Encryption')).toBe('rsa-oaep-256+a256gcm;v1');
    expect(received[0]?.headers.get('Device')).toBeNull();
  });

  it('goes back home from the top bar', async () => {
    const { user, router } = await renderPage(<LoginPage />, { path: '/m/login' });
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/m/home');
  });
});
