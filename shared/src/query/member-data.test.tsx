import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../contract';
import { STORAGE_KEYS } from '../config/constants';
import { useMemberInfo } from '../api/member-info';
import { useWallet } from '../api/wallet';
import { setLanguage } from '../i18n/instance';
import { login, logout } from '../session/store';
import { apiUrl, http, ok, setupMockServer } from '../testing/server';
import { loginValueFactory, memberInfoFactory, walletFactory } from '../testing/factories';
import { queryClient } from './client';
import { QueryProvider } from './QueryProvider';
import { installQuerySync } from './sync';

let memberCalls = 0;
let walletCalls = 0;
const server = setupMockServer(
  http.get(apiUrl(PATHS.memberInfo), () => {
    memberCalls += 1;
    return ok(memberInfoFactory({ nickname: `Juan ${memberCalls}` }));
  }),
  http.get(apiUrl(PATHS.wallet), () => {
    walletCalls += 1;
    return ok(walletFactory({ sumBalance: 100 * walletCalls }));
  }),
);

function Member() {
  const member = useMemberInfo();
  const wallet = useWallet();
  return (
    <p>
      {member.data?.nickname ?? 'no member'} / {wallet.data?.sumBalance ?? 'no wallet'}
    </p>
  );
}

const mount = () =>
  render(
    <QueryProvider>
      <Member />
    </QueryProvider>,
  );

describe('member info and wallet as queries', () => {
  it('asks nothing without a session, and once each after a login', async () => {
    memberCalls = 0;
    walletCalls = 0;
    mount();
    expect(screen.getByText('no member / no wallet')).toBeInTheDocument();
    act(() => login(loginValueFactory(), 'M001'));
    expect(await screen.findByText('Juan 1 / 100')).toBeInTheDocument();
    expect(memberCalls).toBe(1);
    expect(walletCalls).toBe(1);
  });

  it('keeps member info under memberInfo for the session and reads it back without a request', async () => {
    const stop = installQuerySync();
    memberCalls = 0;
    login(loginValueFactory(), 'M001');
    const first = mount();
    expect(await screen.findByText(/Juan 1/)).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.member) ?? 'null')).toMatchObject({
        data: { account: 'member01' },
      }),
    );
    first.unmount();
    queryClient.clear();
    mount();
    expect(await screen.findByText(/Juan 1/)).toBeInTheDocument();
    expect(memberCalls).toBe(1);
    stop();
  });

  it('drops the data of a session that ends', async () => {
    login(loginValueFactory(), 'M001');
    mount();
    expect(await screen.findByText(/\/ \d+/)).toBeInTheDocument();
    act(() => logout());
    expect(await screen.findByText('no member / no wallet')).toBeInTheDocument();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['session', 'M001', 'member01'] })).toHaveLength(0);
  });

  it('fetches member info and wallet again when the language settles', async () => {
    const stop = installQuerySync();
    walletCalls = 0;
    login(loginValueFactory(), 'M001');
    mount();
    expect(await screen.findByText(/\/ 100$/)).toBeInTheDocument();
    await act(() => setLanguage('ty'));
    expect(await screen.findByText(/\/ 200$/)).toBeInTheDocument();
    await act(() => setLanguage('en'));
    stop();
    server.resetHandlers();
  });
});
