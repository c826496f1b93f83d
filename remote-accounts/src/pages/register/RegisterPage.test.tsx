import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { setStartup, sessionState } from '@platform/shared';
import { PATHS, type RegisterRequest, type RegisterSmsCodeRequest } from '@platform/shared/contract';
import {
  HttpResponse,
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
import { baseHandlers, encryptedRoute } from '../../testing/accounts-kit';
import { RegisterPage } from './RegisterPage';
import { registerTable } from './register-test-kit';

const server = setupMockServer(
  ...baseHandlers(registerTable()),
  http.get(apiUrl(PATHS.memberInfo), () => ok(memberInfoFactory())),
  http.get(apiUrl(PATHS.registerCheck), ({ request }) =>
    ok({ available: new URL(request.url).searchParams.get('value') !== 'member01' }),
  ),
  http.get(apiUrl(PATHS.affiliateCheck), ({ request }) =>
    ok({ success: new URL(request.url).searchParams.get('code') === 'LIZA2025' }),
  ),
);

afterEach(() => vi.useRealTimers());

function onRegister(reply: () => Response) {
  const route = encryptedRoute<RegisterRequest>('put', PATHS.register, reply);
  server.use(route.handler);
  return route.received;
}

type User = Awaited<ReturnType<typeof renderPage>>['user'];

async function fillUsernameForm(user: User, username = 'newbie01') {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'secret123');
  await user.type(screen.getByLabelText('Verification code'), '4821');
  await user.click(screen.getByRole('checkbox', { name: /21 years old or older/ }));
}

const render = (route = '/m/register') => renderPage(<RegisterPage />, { path: '/m/register', route });

describe('RegisterPage', () => {
  it('shows the fields the rules and flags switch on, marking the optional ones', async () => {
    setStartup(startupFactory({ whitelabel: { USERNAMEREG3: true, MOBILENUMREG3: true } }));
    await render();
    expect(await screen.findByLabelText('E-mail (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Nickname (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Invitation code (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number (optional)')).toBeInTheDocument();
    expect(screen.queryByLabelText('QQ')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('SMS code')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Username', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });

  it('focuses the first failing field and keeps the register button off without the agreement', async () => {
    const { user } = await render();
    await screen.findByLabelText('E-mail (optional)');
    await user.type(screen.getByLabelText('E-mail (optional)'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // The check reads the mobile number with the reader the form loads, so it answers a moment later.
    expect(await screen.findByText('Enter a valid e-mail address, such as juan@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  });

  it('asks for the age confirmation before anything is sent', async () => {
    const received = onRegister(() => ok(loginValueFactory()));
    const { user } = await render();
    await screen.findByLabelText('E-mail (optional)');
    await fillUsernameForm(user);
    await user.click(screen.getByRole('checkbox', { name: /21 years old or older/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('You must be 21 or older to register')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /21 years old or older/ })).toHaveFocus();
    expect(received).toHaveLength(0);
  });

  it('registers with the channel, the captcha id and type 0, then signs in and goes home', async () => {
    const received = onRegister(() => ok(loginValueFactory({ userName: 'newbie01', firstTimeLogin: true })));
    const { user, router } = await render();
    await screen.findByLabelText('E-mail (optional)');
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(received[0]?.body).toMatchObject({
      registerMethod: 'username',
      username: 'newbie01',
      password: 'secret123',
      confirmPassword: 'secret123',
      captcha: '4821',
      captchaId: expect.stringMatching(/^cap-/),
      type: 0,
      channel: 'H5',
      ageConfirmed: true,
      domain: 'localhost',
    });
    expect(received[0]?.body).not.toHaveProperty('email');
    expect(sessionState.info?.userName).toBe('newbie01');
  });

  it('shows a taken username under the field, with a fresh captcha', async () => {
    onRegister(() => fail(409, { errorCode: 'auth.username_exists', message: 'taken', data: { field: 'username' } }));
    const { user } = await render();
    await screen.findByLabelText('E-mail (optional)');
    await fillUsernameForm(user, 'member01');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('That username is taken. Try another one.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveValue('member01');
    await waitFor(() => expect(screen.getByLabelText('Verification code')).toHaveValue(''));
  });

  it('says a taken username as soon as the field is left', async () => {
    const { user } = await render();
    await user.type(await screen.findByLabelText('Username'), 'member01');
    await user.tab();
    expect(await screen.findByText('That username is taken. Try another one.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'member02');
    expect(screen.queryByText('That username is taken. Try another one.')).not.toBeInTheDocument();
  });

  it('checks a typed invitation code first: a bad one is a fail toast and focus, nothing sent', async () => {
    const received = onRegister(() => ok(loginValueFactory()));
    const { user } = await render();
    await screen.findByLabelText('E-mail (optional)');
    await fillUsernameForm(user);
    await user.type(screen.getByLabelText('Invitation code (optional)'), 'NOPE1234');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Invalid invitation code')).toBeInTheDocument();
    expect(screen.getByLabelText('Invitation code (optional)')).toHaveFocus();
    expect(received).toHaveLength(0);
  });

  it('takes a good invitation code from the link and locks it in', async () => {
    await render('/m/register?affiliateCode=LIZA2025');
    const field = await screen.findByLabelText('Invitation code (optional)');
    await waitFor(() => expect(field).toHaveAttribute('readonly'));
    expect(field).toHaveValue('LIZA2025');
  });

  it('keeps every typed value when the network fails during submit', async () => {
    onRegister(() => HttpResponse.error() as unknown as Response);
    const { user } = await render();
    await screen.findByLabelText('E-mail (optional)');
    await fillUsernameForm(user);
    await user.type(screen.getByLabelText('E-mail (optional)'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('No internet connection. Check your network.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('newbie01');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
    expect(screen.getByLabelText('E-mail (optional)')).toHaveValue('me@example.com');
    expect(screen.getByRole('checkbox', { name: /21 years old or older/ })).toBeChecked();
  });

  it('registers by mobile number: code first, and the number follows a method switch after 150 ms', async () => {
    setStartup(startupFactory({ whitelabel: { USERNAMEREG3: true, MOBILENUMREG3: true } }));
    const sent: RegisterSmsCodeRequest[] = [];
    server.use(
      http.post(apiUrl(PATHS.registerSmsCode), async ({ request }) => {
        sent.push((await request.json()) as RegisterSmsCodeRequest);
        return ok({ expiredMinutes: 1 });
      }),
    );
    const received = onRegister(() => ok(loginValueFactory({ userName: '09181112222' })));
    const { user, router } = await render();
    await user.type(await screen.findByLabelText('Mobile number (optional)'), '09181112222');
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveValue('09181112222'));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: '60 s' })).toBeDisabled();
    expect(sent).toEqual([{ mobileNo: '09181112222', countryDialingCode: '63' }]);
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.type(screen.getByLabelText('Verification code'), '77');
    await user.click(screen.getByRole('checkbox', { name: /21 years old or older/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(received[0]?.body).toMatchObject({
      registerMethod: 'mobile',
      mobileNum: '09181112222',
      verificationCode: '123456',
      countryDialingCode: '63',
    });
    expect(received[0]?.body).not.toHaveProperty('password');
  });

  it('defaults to mobile registration when username registration is off', async () => {
    setStartup(startupFactory({ whitelabel: { MOBILENUMREG3: true, MOBILENUMPASSREG3: true } }));
    await render();
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('re-checks shown messages when the language changes', async () => {
    const { user } = await render();
    await user.type(await screen.findByLabelText('Username'), 'a!');
    await user.tab();
    expect(screen.getByText("Check the username: it doesn't look right.")).toBeInTheDocument();
    const { setLanguage } = await import('@platform/shared');
    await act(() => setLanguage('ty'));
    expect(await screen.findByText('Mali ang format ng account')).toBeInTheDocument();
  });
});
