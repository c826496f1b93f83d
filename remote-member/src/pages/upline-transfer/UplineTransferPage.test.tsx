import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../testing/member-kit';
import { MONEY_PATHS, PATHS, TRANSFER_PATHS, login, type MemberInfo } from '@platform/shared';
import {
  apiUrl,
  http,
  loginValueFactory,
  memberInfoFactory,
  ok,
  renderPage,
  setupMockServer,
} from '@platform/shared/testing';
import { UplineTransferPage } from './UplineTransferPage';

const server = setupMockServer();

function serve(member: MemberInfo) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl(PATHS.memberInfo), () => ok(member)),
    http.get(apiUrl(TRANSFER_PATHS.uplineInfo), ({ request }) => {
      asked.push(request.url);
      return ok({ upline: { account: 'agent01', nickname: 'Ate Liza' }, balance: 500 });
    }),
    http.get(apiUrl(MONEY_PATHS.withdrawInfo), () => ok({ hasPaymentPassword: false })),
  );
  return asked;
}

describe('UplineTransferPage', () => {
  it.each([
    ['en', 'an agent', memberInfoFactory({ type: 2, toUpline: true }), 'Sending money to an upline is not available'],
    ['ty', 'a member with no upline', memberInfoFactory({ toUpline: false }), 'Hindi puwede sa account na ito'],
  ] as const)(
    '(%s) tells %s it is not for them, and asks nothing of the transfer',
    async (language, _who, member, text) => {
      const asked = serve(member);
      login(loginValueFactory({ userName: 'member01' }), 'M001');
      await renderPage(<UplineTransferPage />, { path: '/m/upLine/transfer', language });
      expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
      expect(asked).toEqual([]);
    },
  );

  it('shows a member with an upline the balance to send', async () => {
    const asked = serve(memberInfoFactory({ type: 0, toUpline: true }));
    login(loginValueFactory({ userName: 'member01' }), 'M001');
    await renderPage(<UplineTransferPage />, { path: '/m/upLine/transfer' });
    expect(await screen.findByText('Ate Liza (agent01)')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });
});
