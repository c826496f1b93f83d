import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage, setStartup, sessionState, STORAGE_KEYS } from '@platform/shared';
import {
  PATHS,
  leadingZeroBits,
  type LoginChallengeRequest,
  type LoginRequest,
  type SmsCodeRequest,
} from '@platform/shared/contract';
import {
  apiUrl,
  fail,
  http,
  loginValueFactory,
  memberInfoFactory,
  ok,
  renderPage,
  setupMockServer,
  startupFactory,
} from '@platform/shared/testing';
import { baseHandlers, CAPTCHA_IMAGE, encryptedRoute } from '../../testing/accounts-kit';
import { loadRememberedLogin, rememberLogin } from '../../features/remember/remember-store';
import ty from '../../i18n/ty.json';
import { LoginPage } from './LoginPage';

const server = setupMockServer(
  ...baseHandlers(),
  http.get(apiUrl(PATHS.memberInfo), () => ok(memberInfoFactory())),
);

/** Answers login with `reply` and records what the server received, decrypted. */
function onLogin(reply: (body: LoginRequest) => Response | Promise<Response>) {
  const route = encryptedRoute<LoginRequest>('post', PATHS.login, reply);
  server.use(route.handler);
  return route.received;
}

/** Every login is refused as a wrong password that asks for a captcha from now on. */
function onLoginAskingCaptcha() {
  let attempts = 0;
  return onLogin(() =>
    ++attempts === 1
      ? fail(401, { errorCode: 'auth.credentials_invalid', message: 'captcha', data: { captcha: true } })
      : fail(401, { errorCode: 'auth.credentials_invalid', message: 'bad password', data: { captcha: true } }),
  );
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
    expect(await screen.findByText("Check the username: it doesn't look right.")).toBeInTheDocument();

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

  it('says how long to wait after too many attempts, in the current language, and keeps what was typed', async () => {
    onLogin(() => fail(429, { errorCode: 'rate.limited', message: 'too many', data: { retryAfterSeconds: 42 } }));
    const { user } = await renderPage(<LoginPage />, { path: '/m/login' });

    await fillAndSubmit(user, 'member01', 'secret123');

    expect(await screen.findByText('Too many attempts. Try again in 42 s.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Username')).toHaveValue('member01');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await act(() => setLanguage('ty'));
    expect(await screen.findByText(ty.login.too_many.replace('{{seconds}}', '42'))).toBeInTheDocument();
  });

  it('shows the captcha with its image after a failure that asks for one, and sends the answer with its id', async () => {
    const received = onLoginAskingCaptcha();
    const { user } = await renderPage(<LoginPage />, { path: '/m/login' });

    await fillAndSubmit(user, 'member01', 'secret123');

    const captcha = await screen.findByLabelText('Verification code');
    expect(captcha).toHaveFocus();
    expect(captcha).toHaveAttribute('inputmode', 'text');
    expect(captcha).toHaveAttribute('autocapitalize', 'characters');
    expect(captcha).toHaveAttribute('maxlength', '6');
    // The hint says what the field takes: the rule's lengths, or 1 to 6 when the table gives none.
    expect(captcha).toHaveAccessibleDescription(/1 to 6 characters/);
    const image = await screen.findByRole('img', { name: 'Verification picture' });
    expect(image).toHaveAttribute('src', CAPTCHA_IMAGE);

    // Focus stays where the member types: editing the password does not jump to the captcha.
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret456');
    expect(screen.getByLabelText('Password')).toHaveValue('secret456');
    expect(captcha).toHaveValue('');

    await user.type(captcha, '4821');
    await user.click(screen.getByRole('button', { name: 'Show a new verification picture' }));
    expect(captcha).toHaveValue('');
    await user.type(captcha, '4821');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]?.body).toMatchObject({ username: 'member01', captcha: '4821', captchaId: 'cap-2' });
    // The answered image is used up: a fresh one comes with the failure.
    await waitFor(() => expect(captcha).toHaveValue(''));
  });

  it('offers a way past the captcha without its picture: the phone proves work, says so, and sends the proof', async () => {
    const received = onLoginAskingCaptcha();
    const challenge = encryptedRoute<LoginChallengeRequest>('post', PATHS.loginChallenge, () =>
      ok({ challengeId: 'ch-1', prefix: 'test-prefix', bits: 6, expiresIn: 120 }),
    );
    server.use(challenge.handler);
    const { user } = await renderPage(<LoginPage />, { path: '/m/login' });
    await fillAndSubmit(user, 'member01', 'secret123');
    await screen.findByLabelText('Verification code');

    await user.click(screen.getByRole('button', { name: "I can't see the picture" }));
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(await screen.findByText(/your phone does a short security check/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(received).toHaveLength(2));
    expect(challenge.received[0]?.body).toEqual({ username: 'member01' });
    const sent = received[1]?.body;
    expect(sent).toMatchObject({ username: 'member01', challengeId: 'ch-1', challengeNonce: expect.any(String) });
    expect(sent).not.toHaveProperty('captcha');
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`test-prefix:${sent?.challengeNonce ?? ''}`)),
    );
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(6);
    // The failure is said in the alert; the status no longer claims a login under way.
    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    expect(screen.queryByText('Check done. Logging you in…')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use the picture instead' }));
    expect(await screen.findByLabelText('Verification code')).toHaveFocus();
  }, 30_000);

  it('stores the session, remembers the login sealed, then goes home', async () => {
    const received = onLogin(() => ok(loginValueFactory({ token: 'token-9', userName: 'member01', customerType: 0 })));
    const { user, router } = await renderPage(<LoginPage />, { path: '/m/login' });

    await user.click(screen.getByRole('checkbox', { name: 'Remember password' }));
    await fillAndSubmit(user, ' member01 ', 'secret123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionState.info).toMatchObject({ token: 'token-9', userName: 'member01', merchantCode: 'M001', type: 0 });
    expect(received[0]?.body).toEqual({
      type: 'username',
      username: 'member01',
      password: 'secret123',
      portal: 'member',
    });
    expect(received[0]?.headers.get('X-Encryption')).toBe('rsa-oaep-256+a256gcm;v1');
    expect(received[0]?.headers.get('Device')).toBeNull();
    expect(await loadRememberedLogin()).toMatchObject({ username: 'member01', password: 'secret123' });
  });

  it('fills in a remembered login', async () => {
    await rememberLogin({ type: 'username', username: 'member01', password: 'member123' });
    await renderPage(<LoginPage />, { path: '/m/login' });
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('member01'));
    expect(screen.getByLabelText('Password')).toHaveValue('member123');
    expect(screen.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
  });

  it('sends Device: OTHERS from an installed app and shows the member-door refusal', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('standalone') }));
    const received = onLogin(() => fail(403, { errorCode: 'auth.non_member', message: 'no' }));
    const { user } = await renderPage(<LoginPage />, { path: '/m/login' });
    await fillAndSubmit(user, 'agent01', 'agent123');
    expect(await screen.findByText('Non-member account unable to login')).toBeInTheDocument();
    expect(received[0]?.headers.get('Device')).toBe('OTHERS');
    vi.unstubAllGlobals();
  });

  it('signs in by mobile and SMS code when MOBILEVERCODELOGIN3 is on, counting down expiredMinutes', async () => {
    setStartup(startupFactory({ whitelabel: { MOBILEVERCODELOGIN3: true } }));
    const sent: SmsCodeRequest[] = [];
    server.use(
      http.post(apiUrl(PATHS.smsCode), async ({ request }) => {
        sent.push((await request.json()) as SmsCodeRequest);
        return ok({ expiredMinutes: 2 });
      }),
    );
    const received = onLogin(() => ok(loginValueFactory()));
    const { user, router } = await renderPage(<LoginPage />, { path: '/m/login' });

    await user.click(screen.getByRole('tab', { name: 'Mobile register' }));
    const panel = screen.getByRole('tabpanel');
    // The SMS form comes with its tab.
    await user.click(await within(panel).findByRole('button', { name: 'Get code' }));
    expect(await within(panel).findByText('This field is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(panel).getByLabelText('Mobile number'), '09171234567');
    await user.click(within(panel).getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Code sent')).toBeInTheDocument();
    expect(sent[0]).toEqual({ mobileNum: '09171234567', countryDialingCode: '63', purpose: 'login' });
    expect(within(panel).getByRole('button', { name: '120 s' })).toBeDisabled();

    await user.type(within(panel).getByLabelText('SMS code'), '123456');
    await user.click(within(panel).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(received[0]?.body).toMatchObject({ type: 'sms', username: '09171234567', password: '123456' });
  });

  it('offers only username login, no tabs, when MOBILEVERCODELOGIN3 is off', async () => {
    setStartup(startupFactory({ whitelabel: {} }));
    await renderPage(<LoginPage />, { path: '/m/login' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
  });

  it('plays a free trial and goes home, keeping the trial name and key in session storage', async () => {
    server.use(
      http.post(apiUrl(PATHS.trialAccount), () => ok({ userName: 'trial000123', trialKey: 'k'.repeat(43) })),
      http.post(apiUrl(PATHS.testPlay), () => ok({ token: 't', userName: 'trial000123', customerType: 4 })),
    );
    const { user, router } = await renderPage(<LoginPage />, { path: '/m/login' });
    await user.click(screen.getByRole('button', { name: 'Free trial' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(sessionState.trial).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEYS.trialName)).toBe('trial000123');
    expect(sessionStorage.getItem(STORAGE_KEYS.trialKey)).toBe('k'.repeat(43));
  });

  it('goes back home from the top bar', async () => {
    const { user, router } = await renderPage(<LoginPage />, { path: '/m/login' });
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/m/home');
  });
});
