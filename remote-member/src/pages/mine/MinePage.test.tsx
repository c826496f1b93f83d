import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS, addNamespace, login, loginDialogState } from '@platform/shared';
import {
  apiUrl,
  cachedMemberInfo,
  http,
  loginValueFactory,
  memberInfoFactory,
  ok,
  primeMemberInfo,
  renderPage,
  setupMockServer,
} from '@platform/shared/testing';
import en from '../../i18n/en.json';
import ty from '../../i18n/ty.json';
import { MinePage } from './MinePage';

// Aliased: the helper is not a React hook, and the lint's rules-of-hooks reads any use* call as one.
const server = setupMockServer();

// The expose file registers the namespace at import, which needs i18n started; the host does that
// first, but here the setup file starts i18n in beforeAll, so the page is imported directly.
beforeAll(() => addNamespace('member', { ty, en }));

const DAY_MS = 24 * 60 * 60 * 1000;

function signIn(userName = 'member01') {
  login(loginValueFactory({ userName }), 'M001');
}

describe('MinePage', () => {
  it('asks a visitor to log in or register', async () => {
    const { user, router } = await renderPage(<MinePage />, { path: '/m/mine' });

    expect(screen.getByRole('heading', { level: 1, name: 'Mine' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in or register' }));
    expect(loginDialogState.open).toBe(true);
    expect(router.state.location.pathname).toBe('/m/mine');
  });

  it('gives a visitor who taps a tile the login dialog with a notice, staying on the page', async () => {
    const { user, router } = await renderPage(<MinePage />, { path: '/m/mine' });

    await user.click(screen.getByRole('link', { name: 'Deposit' }));

    expect(loginDialogState.open).toBe(true);
    expect(router.state.location.pathname).toBe('/m/mine');
    expect(screen.getByText('You are not logged in, please login first')).toBeInTheDocument();
  });

  it('shows a member their account name and how long ago they joined', async () => {
    const memberInfo = vi.fn();
    server.use(http.get(apiUrl(PATHS.memberInfo), () => memberInfo()));
    signIn();
    primeMemberInfo(
      memberInfoFactory({ account: 'juan.dc', regDate: new Date(Date.now() - 12 * DAY_MS - 3_600_000).toISOString() }),
    );
    await renderPage(<MinePage />, { path: '/m/mine' });

    expect(screen.getByRole('heading', { level: 2, name: 'juan.dc' })).toBeInTheDocument();
    expect(screen.getByText('Joined 12 days ago')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in or register' })).not.toBeInTheDocument();
    expect(memberInfo).not.toHaveBeenCalled();
  });

  it('fetches the member record when the session has none yet', async () => {
    const record = memberInfoFactory({
      account: 'maria01',
      regDate: new Date(Date.now() - DAY_MS - 60_000).toISOString(),
    });
    server.use(http.get(apiUrl(PATHS.memberInfo), () => ok(record)));
    signIn('maria01');
    await renderPage(<MinePage />, { path: '/m/member/home' });

    expect(screen.getByRole('heading', { level: 2, name: 'maria01' })).toBeInTheDocument();
    expect(await screen.findByText('Joined 1 day ago')).toBeInTheDocument();
    expect(cachedMemberInfo()).toEqual(record);
  });

  it('lets a member open a tile, settings, and go back home', async () => {
    signIn();
    primeMemberInfo(memberInfoFactory());
    const { user, router } = await renderPage(<MinePage />, { path: '/m/mine' });

    expect(screen.getByRole('link', { name: 'Betting record' })).toHaveAttribute('href', '/m/gameRecord');
    expect(screen.getByRole('link', { name: 'Account record' })).toHaveAttribute('href', '/m/transaction/record');
    expect(screen.getByRole('link', { name: 'Security centre' })).toHaveAttribute('href', '/m/securityCenter');
    await user.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(router.state.location.pathname).toBe('/m/voucherCenter');

    await router.navigate('/m/mine');
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/m/set');

    await router.navigate('/m/mine');
    await user.click(await screen.findByRole('button', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('shows Tagalog wording in TY', async () => {
    await renderPage(<MinePage />, { path: '/m/mine', language: 'ty' });
    expect(screen.getByRole('heading', { level: 1, name: 'Akin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mag-log in o magrehistro' })).toBeInTheDocument();
  });
});
