import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { sessionState } from '@platform/shared';
import { PATHS, type LoginRequest, type SetPasswordRequest } from '@platform/shared/contract';
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
import { baseHandlers, encryptedRoute, ruleTableFactory } from '../../testing/accounts-kit';
import { SetPasswordPage } from './SetPasswordPage';

const table = ruleTableFactory({
  mobileNum: {
    enabled: true,
    required: false,
    pattern: '^0?9\\d{9}$',
    messageKey: 'error.mobile_invalid',
    minLength: 10,
    maxLength: 11,
  },
  password: { enabled: true, required: true, pattern: '^\\S{6,20}$', messageKey: 'error.password_format' },
});
const server = setupMockServer(
  ...baseHandlers(table),
  http.get(apiUrl(PATHS.memberInfo), () => ok(memberInfoFactory())),
  http.post(apiUrl(PATHS.smsCode), () => ok({ expiredMinutes: 1 })),
);

type User = Awaited<ReturnType<typeof renderPage>>['user'];

async function fillAll(user: User) {
  await user.type(screen.getByLabelText('Mobile number'), '09171234567');
  await user.click(screen.getByRole('button', { name: 'Get code' }));
  await waitFor(() => expect(screen.getByLabelText('SMS code')).toBeEnabled());
  await user.type(screen.getByLabelText('SMS code'), '123456');
  await user.type(screen.getByLabelText('New password'), 'fresh456');
}

const render = () => renderPage(<SetPasswordPage />, { path: '/m/setPsw' });

describe('SetPasswordPage', () => {
  it('keeps the code field and submit disabled until a code is sent and a field is touched', async () => {
    const { user } = await render();
    expect(screen.getByLabelText('SMS code')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Enter a mobile number of at least 10 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('SMS code')).toBeDisabled();
    await user.type(screen.getByLabelText('Mobile number'), '09171234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('If the number belongs to an account, its code is on the way')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('SMS code')).toBeEnabled());
  });

  it('takes the number as the placeholder writes it and sends it in its one spelling', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl(PATHS.smsCode), async ({ request }) => {
        sent.push(await request.json());
        return ok({ expiredMinutes: 1 });
      }),
    );
    const { user } = await render();
    await user.type(screen.getByLabelText('Mobile number'), '917 123 4567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(screen.getByLabelText('SMS code')).toBeEnabled());
    expect(sent).toEqual([{ mobileNum: '09171234567', countryDialingCode: '63', purpose: 'reset' }]);
  });

  it('signs the member in with the mobile number and the new password', async () => {
    const sets: SetPasswordRequest[] = [];
    server.use(
      http.post(apiUrl(PATHS.setPasswordBySms), async ({ request }) => {
        sets.push((await request.json()) as SetPasswordRequest);
        return ok({});
      }),
    );
    const login = encryptedRoute<LoginRequest>('post', PATHS.login, () => ok(loginValueFactory()));
    server.use(login.handler);
    const { user, router } = await render();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(sets[0]).toEqual({ mobileNum: '09171234567', verificationCode: '123456', newPassword: 'fresh456' });
    expect(login.received[0]?.body).toMatchObject({ username: '09171234567', password: 'fresh456' });
    expect(sessionState.info).not.toBeNull();
  });

  it('clears the password field when it equals the old one', async () => {
    server.use(
      http.post(apiUrl(PATHS.setPasswordBySms), () =>
        fail(400, { errorCode: 'modify.new.old.same', message: 'same', data: { field: 'newPassword' } }),
      ),
    );
    const { user } = await render();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The new password and the old password cannot be the same')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('SMS code')).toHaveValue('123456');
  });

  it('clears the code field on any other error', async () => {
    server.use(
      http.post(apiUrl(PATHS.setPasswordBySms), () =>
        fail(400, { errorCode: 'verification.code_error', message: 'x' }),
      ),
    );
    const { user } = await render();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The verification code is wrong. Check it and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('SMS code')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('fresh456');
  });
});
