import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login, queryClient } from '@platform/shared';
import { MEMBER_PATHS, type Notice, type NoticeList } from '@platform/shared/contract';
import { apiUrl, http, loginValueFactory, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { noticeFactory } from '../../testing/member-kit';
import { NoticePage } from './NoticePage';
import { noticeTypes } from './notice-types';

const server = setupMockServer();

/** Announcements on the mock server with per-member read state, as platform-api keeps them. */
function fakeNotices(notices: Notice[]) {
  const asked: string[] = [];
  const reads: number[] = [];
  server.use(
    http.get(apiUrl(MEMBER_PATHS.notices), ({ request }) => {
      const types = new URL(request.url).searchParams.get('types') ?? '';
      asked.push(types);
      const list = notices.filter((notice) => types.split(',').includes(notice.type));
      const value: NoticeList = {
        list,
        footer: { unreadCount: list.filter((notice) => notice.read === false).length },
      };
      return ok(value);
    }),
    http.put(apiUrl(MEMBER_PATHS.noticeRead(':id')), ({ params }) => {
      const id = Number(params.id);
      reads.push(id);
      const notice = notices.find((item) => item.id === id);
      if (notice) notice.read = true;
      return ok({ id, read: true });
    }),
  );
  return { asked, reads };
}

const NEWS = [
  noticeFactory({ id: 111, title: 'New game: Jeepney Jackpot' }),
  noticeFactory({
    id: 112,
    title: 'Scheduled maintenance',
    content: '<p>Games pause on Sunday.</p>',
    read: true,
    link: '/m/activity',
  }),
  noticeFactory({ id: 141, type: 'A', title: 'New commission rates', content: '<p>Live casino goes up.</p>' }),
];

const signIn = () => login(loginValueFactory({ userName: 'agent01', customerType: 1 }), 'M001');
const withoutReadState = (notices: Notice[]) => notices.map((notice) => ({ ...notice, read: null }));

describe('NoticePage', () => {
  it('lists every announcement for a visitor, without read marks', async () => {
    const { asked } = fakeNotices(withoutReadState(NEWS.filter((notice) => notice.type !== 'A')));
    await renderPage(<NoticePage />, { path: '/m/notice' });

    const list = await screen.findByRole('list', { name: 'Announcements' });
    expect(within(list).getByRole('link', { name: /^New game: Jeepney Jackpot / })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /^Scheduled maintenance / })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'All announcements' })).toBeInTheDocument();
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
    expect(asked).toEqual(['PL,H,PR,A']);
  });

  it('opens an announcement, marks it read for the member, and leads back', async () => {
    const { reads } = fakeNotices(structuredClone(NEWS));
    signIn();
    const { user, router } = await renderPage(<NoticePage />, { path: '/m/notice' });
    expect(await screen.findByText('2 unread')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /^Unread: New game: Jeepney Jackpot / }));
    expect(router.state.location.search).toBe('?id=111');
    expect(screen.getByRole('heading', { level: 2, name: 'New game: Jeepney Jackpot' })).toBeInTheDocument();
    expect(screen.getByText('Try the new Jeepney Jackpot slot.')).toBeInTheDocument();
    expect(reads).toEqual([111]);

    await user.click(screen.getByRole('link', { name: 'Back to announcements' }));
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^New game: Jeepney Jackpot / })).toBeInTheDocument();
  });

  it('asks the agent home’s announcements again once one is read, so its badge follows', async () => {
    fakeNotices(structuredClone(NEWS));
    signIn();
    const agentFooter = ['announcements', { merchant: 'M001', language: 'en' }, { types: 'A' }];
    queryClient.setQueryData(agentFooter, { list: [], footer: { unreadCount: 1 } });
    const { user } = await renderPage(<NoticePage />, { path: '/m/member/notice', route: '/m/member/notice?types=A' });

    await user.click(await screen.findByRole('link', { name: /^Unread: New commission rates / }));
    await waitFor(() => expect(queryClient.getQueryState(agentFooter)?.isInvalidated).toBe(true));
  });

  it('does not mark an announcement that is already read', async () => {
    const { reads } = fakeNotices(structuredClone(NEWS));
    signIn();
    const { user } = await renderPage(<NoticePage />, { path: '/m/notice' });
    await user.click(await screen.findByRole('link', { name: /^Scheduled maintenance / }));
    expect(await screen.findByText('Games pause on Sunday.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/m/activity');
    expect(reads).toEqual([]);
  });

  it('lists only the agent announcements at /m/member/notice?types=A', async () => {
    const { asked } = fakeNotices(structuredClone(NEWS));
    signIn();
    await renderPage(<NoticePage />, { path: '/m/member/notice', route: '/m/member/notice?types=A' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Agent announcements' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Announcements' });
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(asked).toEqual(['A']);
  });

  it('asks a visitor to log in for the agent announcements', async () => {
    const { asked } = fakeNotices([]);
    await renderPage(<NoticePage />, { path: '/m/member/notice', route: '/m/member/notice?types=A' });
    expect(screen.getByText('Log in to read the agent announcements.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('says when there are no announcements, or when one is gone', async () => {
    fakeNotices([]);
    const { router } = await renderPage(<NoticePage />, { path: '/m/notice' });
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
    await router.navigate('/m/notice?id=5');
    expect(await screen.findByText('This announcement is no longer here.')).toBeInTheDocument();
  });

  it('speaks Tagalog in TY', async () => {
    fakeNotices(structuredClone(NEWS));
    signIn();
    await renderPage(<NoticePage />, { path: '/m/notice', language: 'ty' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Lahat ng anunsyo' })).toBeInTheDocument();
    expect(screen.getByText('2 hindi pa nababasa')).toBeInTheDocument();
  });
});

describe('noticeTypes', () => {
  it('keeps known listable types once, in order, and falls back for anything else', () => {
    expect(noticeTypes('A', 'PL')).toBe('A');
    expect(noticeTypes('pl, h,PL,B,X', 'A')).toBe('PL,H');
    expect(noticeTypes('PU,B', 'A')).toBe('A');
    expect(noticeTypes(null, 'PL,H')).toBe('PL,H');
  });
});
