import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { login, loginDialogState, setStartup } from '@platform/shared';
import { MEMBER_PATHS, PATHS, type MemberInfo, type Whitelabel } from '@platform/shared/contract';
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
  startupFactory,
} from '@platform/shared/testing';
import { mineHandlers, promotionsWith } from '../../testing/member-kit';
import { MinePage } from './MinePage';

const server = setupMockServer(...mineHandlers());

const DAY_MS = 24 * 60 * 60 * 1000;

function signIn(member: Partial<MemberInfo> = {}) {
  login(loginValueFactory({ userName: member.account ?? 'member01' }), 'M001');
  primeMemberInfo(memberInfoFactory(member));
}

function site(whitelabel: Whitelabel = {}, mem_cen: '0' | '1' = '0') {
  setStartup(startupFactory({ whitelabel, mobileTemplate: { mem_cen, dep_func: '1' } }));
}

const openMine = () => renderPage(<MinePage />, { path: '/m/mine' });
const services = () => screen.getByRole('navigation', { name: 'Member services' });

describe('MinePage', () => {
  it('asks a visitor to log in or register', async () => {
    const { user, router } = await openMine();

    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in or register' }));
    expect(loginDialogState.open).toBe(true);
    expect(router.state.location.pathname).toBe('/m/mine');
  });

  it('gives a visitor who taps a tile the login dialog with a notice, staying on the page', async () => {
    const { user, router } = await openMine();

    await user.click(screen.getByRole('link', { name: 'Deposit' }));

    expect(loginDialogState.open).toBe(true);
    expect(router.state.location.pathname).toBe('/m/mine');
    expect(screen.getByText('You are not logged in yet. Please log in to continue.')).toBeInTheDocument();
  });

  it('gives a visitor who taps a member entry the login dialog too, but lets them read help', async () => {
    site({ DEPRECM3: true });
    const { user, router } = await openMine();

    await user.click(within(services()).getByRole('link', { name: 'Deposit record' }));
    expect(loginDialogState.open).toBe(true);
    expect(router.state.location.pathname).toBe('/m/mine');

    await user.click(within(services()).getByRole('link', { name: 'Help centre' }));
    expect(router.state.location.pathname).toBe('/m/help');
  });

  it('shows a member their account name and how long ago they joined', async () => {
    const memberInfo = vi.fn();
    server.use(http.get(apiUrl(PATHS.memberInfo), () => memberInfo()));
    signIn({ account: 'juan.dc', regDate: new Date(Date.now() - 12 * DAY_MS - 3_600_000).toISOString() });
    await openMine();

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
    login(loginValueFactory({ userName: 'maria01' }), 'M001');
    await renderPage(<MinePage />, { path: '/m/member/home' });

    expect(screen.getByRole('heading', { level: 2, name: 'maria01' })).toBeInTheDocument();
    expect(await screen.findByText('Joined 1 day ago')).toBeInTheDocument();
    expect(cachedMemberInfo()).toEqual(record);
  });

  it('lets a member open a tile, settings, the download page, and go back home', async () => {
    signIn();
    const { user, router } = await openMine();

    expect(screen.getByRole('link', { name: 'Betting record' })).toHaveAttribute('href', '/m/gameRecord');
    expect(screen.getByRole('link', { name: 'Account record' })).toHaveAttribute('href', '/m/transaction/record');
    expect(screen.getByRole('link', { name: 'Security centre' })).toHaveAttribute('href', '/m/securityCenter');
    expect(screen.getByRole('link', { name: /^Download the app/ })).toHaveAttribute('href', '/m/download');
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
    expect(screen.getByRole('heading', { level: 1, name: 'Account ko' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mag-log in o magrehistro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^I-download ang app/ })).toBeInTheDocument();
  });
});

describe('MinePage conditional entries', () => {
  it.each([
    ['DEPRECM3', 'Deposit record', '/m/vouReport'],
    ['WITHREC3', 'Withdraw report', '/m/withdrawReport'],
    ['PERSREP', 'Profit and loss', '/m/profitandloss'],
    ['REWCEN3', 'Reward centre', '/m/rewardCenter'],
    ['MANPLAYREB3', 'Manual rebate', '/m/member/manualRebate'],
    ['PLYRBT', 'My rebate', '/m/member/rebateReport'],
    ['MAILCEN', 'Messages', '/m/webEmail'],
  ] as const)('shows %s’s entry “%s” only while the flag is on', async (flag, name, href) => {
    signIn();
    site({ [flag]: true });
    const { unmount } = await openMine();
    expect(within(services()).getByRole('link', { name })).toHaveAttribute('href', href);
    unmount();

    site({ [flag]: false });
    await openMine();
    expect(within(services()).queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it.each([
    [0, false],
    [4, false],
    [40, false],
    [1, true],
    [41, true],
  ])('shows the agency centre to member type %i: %s', async (type, shown) => {
    signIn({ type });
    await openMine();
    const link = within(services()).queryByRole('link', { name: 'Agency centre' });
    if (shown) expect(link).toHaveAttribute('href', '/m/agent');
    else expect(link).not.toBeInTheDocument();
  });

  it('shows the superior transfer with AGETRANSFERUP3, an upline, and a type other than 2', async () => {
    const cases: Array<[Whitelabel, Partial<MemberInfo>, boolean]> = [
      [{ AGETRANSFERUP3: true }, { toUpline: true, type: 0 }, true],
      [{ AGETRANSFERUP3: false }, { toUpline: true, type: 0 }, false],
      [{ AGETRANSFERUP3: true }, { toUpline: false, type: 0 }, false],
      [{ AGETRANSFERUP3: true }, { toUpline: true, type: 2 }, false],
    ];
    for (const [whitelabel, member, shown] of cases) {
      signIn(member);
      site(whitelabel);
      const { unmount } = await openMine();
      const link = within(services()).queryByRole('link', { name: 'Superior transfer' });
      if (shown) expect(link).toHaveAttribute('href', '/m/upLine/transfer');
      else expect(link, JSON.stringify([whitelabel, member])).not.toBeInTheDocument();
      unmount();
    }
  });

  it('keeps the agency centre and the superior transfer from visitors', async () => {
    site({ AGETRANSFERUP3: true });
    await openMine();
    expect(within(services()).queryByRole('link', { name: 'Agency centre' })).not.toBeInTheDocument();
    expect(within(services()).queryByRole('link', { name: 'Superior transfer' })).not.toBeInTheDocument();
  });

  it.each([
    ['runs', true],
    ['does not run', false],
  ])('shows mission activity only while the MISSION promotion runs: it %s', async (_state, runs) => {
    signIn();
    server.use(
      ...mineHandlers({ promotions: runs ? promotionsWith('MISSION', 'REFERRAL') : promotionsWith('REFERRAL') }),
    );
    await openMine();
    // The link management entry says the switches are in.
    await within(services()).findByRole('button', { name: 'My links' });
    const mission = within(services()).queryByRole('link', { name: 'Mission activity' });
    if (runs) expect(mission).toHaveAttribute('href', '/m/leaderBoard');
    else expect(mission).not.toBeInTheDocument();
  });

  it('opens the referral panel from link management while REFERRAL runs, with a link to copy', async () => {
    signIn();
    server.use(
      ...mineHandlers({ promotions: promotionsWith('REFERRAL') }),
      http.get(apiUrl(MEMBER_PATHS.referral), () =>
        ok({ code: 'MEMBER1001', registerPath: '/m/register?affiliateCode=MEMBER1001', invitedCount: 0 }),
      ),
    );
    const { user } = await openMine();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(await within(services()).findByRole('button', { name: 'My links' }));
    const dialog = screen.getByRole('dialog', { name: 'Your invitation link' });
    const field = await within(dialog).findByRole('textbox', { name: 'Invitation link' });
    expect(field).toHaveValue(`${window.location.origin}/m/register?affiliateCode=MEMBER1001`);
    expect(within(dialog).getByText('MEMBER1001')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/m/register?affiliateCode=MEMBER1001`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /^Invite friends/ })).toHaveAttribute('href', '/m/inviteFriends');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in from link management', async () => {
    server.use(...mineHandlers({ promotions: promotionsWith('REFERRAL') }));
    const { user } = await openMine();
    await user.click(await within(services()).findByRole('button', { name: 'My links' }));
    expect(loginDialogState.open).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts the unread count on the messages entry', async () => {
    signIn();
    site({ MAILCEN: true });
    server.use(...mineHandlers({ unread: 3 }));
    await openMine();
    const messages = within(services()).getByRole('link', { name: 'Messages' });
    expect(await screen.findByText('3 unread messages')).toBeInTheDocument();
    expect(messages).toHaveAccessibleDescription('3 unread messages');
  });
});

describe('MinePage VIP and templates', () => {
  it('shows the VIP label, and leads to the VIP benefits when the level shows them', async () => {
    signIn({ account: 'juan.dc' });
    server.use(...mineHandlers({ club: { level: 2, name: 'Silver', showBenefit: true } }));
    await openMine();
    expect(await screen.findByText('VIP 2 · Silver')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /juan\.dc.*VIP benefits/ })).toHaveAttribute('href', '/m/member/benefits');
  });

  it('shows the VIP label without a way to benefits when the level does not show them', async () => {
    signIn({ account: 'juan.dc' });
    server.use(...mineHandlers({ club: { level: 1, name: 'Bronze', showBenefit: false } }));
    await openMine();
    expect(await screen.findByText('VIP 1 · Bronze')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /VIP benefits/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'juan.dc' })).toBeInTheDocument();
  });

  it('lays the same entries out in groups in the new template and as one list in the classic one', async () => {
    signIn({ type: 1 });
    const flags = { DEPRECM3: true, REWCEN3: true, MAILCEN: true };
    site(flags, '1');
    const { unmount, container } = await openMine();
    expect(container.querySelector('[data-template="new"]')).not.toBeNull();
    const groups = within(services())
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['Records', 'Rewards and activities', 'Agency and messages', 'Help and information']);
    const records = screen.getByRole('region', { name: 'Records' });
    expect(within(records).getByRole('link', { name: 'Deposit record' })).toBeInTheDocument();
    const inNew = within(services())
      .getAllByRole('link')
      .map((link) => link.textContent)
      .sort();
    unmount();

    site(flags, '0');
    await openMine();
    expect(within(services()).queryAllByRole('heading')).toHaveLength(0);
    const inClassic = within(services())
      .getAllByRole('link')
      .map((link) => link.textContent)
      .sort();
    expect(inClassic).toEqual(inNew);
    expect(inClassic).toEqual(
      [
        'Agency centre',
        'Deposit record',
        'Reward centre',
        'Messages',
        'Announcements',
        'Help centre',
        'User agreement',
      ].sort(),
    );
  });
});
