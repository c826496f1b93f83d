import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rulesOff } from '../../testing/member-kit';
import { login } from '@platform/shared';
import { BINDING_PATHS, PATHS, type BindMobileBody, type MemberInfo } from '@platform/shared/contract';
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
import { ContactsSection } from './ContactsSection';

const server = setupMockServer();

const rule = (pattern: string, messageKey: string) => ({ enabled: true, required: true, pattern, messageKey });
const RULES = {
  ...rulesOff(),
  mobileNum: rule('^0?9\\d{9}$', 'error.mobile_invalid'),
  verificationCode: rule('^\\d{4,10}$', 'error.verification_code'),
  loginPassword: rule('^[\\x21-\\x7e]{6,20}$', 'error.password_format'),
};

/** A server that binds 09191234567 with code 123456, and knows 09181234567 as someone else's. */
function serve() {
  let member: MemberInfo = memberInfoFactory({ mobile: null, email: 'ju***@example.com' });
  const codesSentTo: string[] = [];
  server.use(
    http.get(apiUrl(PATHS.rules), () => ok(RULES)),
    http.get(apiUrl(PATHS.memberInfo), () => ok(member)),
    http.post(apiUrl(BINDING_PATHS.mobileCode), async ({ request }) => {
      const { mobileNum } = (await request.json()) as { mobileNum: string };
      if (mobileNum === '09181234567') {
        return fail(409, { errorCode: 'binding.mobile_taken', message: 'taken', data: { field: 'mobileNum' } });
      }
      codesSentTo.push(mobileNum);
      return ok({ expiredMinutes: 1 });
    }),
    http.put(apiUrl(BINDING_PATHS.mobile), async ({ request }) => {
      const body = (await request.json()) as BindMobileBody;
      if (body.verificationCode !== '123456') {
        return fail(400, {
          errorCode: 'verification.code_error',
          message: 'wrong',
          data: { field: 'verificationCode' },
        });
      }
      member = { ...member, mobile: '0919****567' };
      return ok({ mobile: member.mobile, email: member.email });
    }),
  );
  return codesSentTo;
}

describe('ContactsSection', () => {
  it('binds a mobile number with the code sent to it, keeping what was typed after a refusal', async () => {
    const codesSentTo = serve();
    login(loginValueFactory({ userName: 'member01' }), 'M001');
    const { user } = await renderPage(<ContactsSection user="member01" />, { path: '/m/securityCenter' });

    expect(await screen.findByText('ju***@example.com')).toBeInTheDocument();
    expect(screen.getByText('Not bound')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bind mobile number' }));
    const dialog = screen.getByRole('dialog', { name: 'Bind mobile number' });
    const mobile = within(dialog).getByLabelText('Mobile number');
    const code = within(dialog).getByLabelText('Verification code');
    const password = within(dialog).getByLabelText('Login password');

    await user.type(mobile, '09181234567');
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(
      await within(dialog).findByText(
        'This mobile number is already bound to another account. Use a different number.',
      ),
    ).toBeInTheDocument();
    expect(mobile).toHaveValue('09181234567');

    await user.clear(mobile);
    await user.type(mobile, '09191234567');
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
    expect(codesSentTo).toEqual(['09191234567']);

    await user.type(code, '654321');
    await user.type(password, 'member123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('The verification code is wrong. Check it and try again.'),
    ).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(mobile).toHaveValue('09191234567');
    expect(password).toHaveValue('member123');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('0919****567')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change mobile number' })).toBeInTheDocument();
  }, 30_000);
});
