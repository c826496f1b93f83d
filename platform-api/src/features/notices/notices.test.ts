import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_PATHS, PATHS, type AnnouncementList, type NoticeList } from '@platform/shared/contract';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const ALL = { types: 'PL,H,A', groupName: 'm_home' };
const AGENT = { types: 'A', groupName: 'm_home', platform: 'M', merchantCode: 'M001' };

const tokenOf = async (account: string, password: string) => bearer((await signIn(t.app, account, password)).token);
const notices = async (query: Record<string, string>, headers: Record<string, string> = {}) =>
  valueOf<NoticeList>(await call(t.app, { method: 'GET', url: MEMBER_PATHS.notices, query, headers }));
const read = (id: number, headers: Record<string, string>) =>
  call(t.app, { method: 'PUT', url: MEMBER_PATHS.noticeRead(id), headers });

describe('notices', () => {
  it('lists announcements for a guest without read state', async () => {
    const value = await notices(ALL, { Language: 'EN' });
    expect(value.list.map((notice) => notice.id)).toEqual([111, 112, 131]);
    expect(value.list.every((notice) => notice.read === null)).toBe(true);
    expect(value.list[0]).toMatchObject({
      title: 'New game: Jeepney Jackpot',
      content: '<p>Try the new Jeepney Jackpot slot.</p>',
    });
    expect(value.footer).toEqual({ unreadCount: 0 });
  });

  it('keeps read state per member: what Juan reads stays unread for Liza', async () => {
    const juan = await tokenOf('member01', 'member123');
    const liza = await tokenOf('agent01', 'agent123');
    expect((await notices(ALL, juan)).footer.unreadCount).toBe(3);

    expect(valueOf(await read(112, juan))).toEqual({ id: 112, read: true });
    const after = await notices(ALL, juan);
    expect(after.list.find((notice) => notice.id === 112)?.read).toBe(true);
    expect(after.footer.unreadCount).toBe(2);
    // Reading twice is harmless.
    expect((await read(112, juan)).statusCode).toBe(200);

    const hers = await notices(ALL, liza);
    expect(hers.list.map((notice) => notice.id)).toEqual([111, 112, 131, 141, 142, 143]);
    expect(hers.list.find((notice) => notice.id === 112)?.read).toBe(false);
    expect(hers.footer.unreadCount).toBe(5);
  });

  it('counts an agent’s unread announcements, and the announcements call follows a reading', async () => {
    const liza = await tokenOf('agent01', 'agent123');
    expect((await notices({ types: 'A' }, liza)).footer.unreadCount).toBe(2);
    await read(142, liza);
    expect((await notices({ types: 'A' }, liza)).footer.unreadCount).toBe(1);
    const footer = valueOf<AnnouncementList>(
      await call(t.app, { method: 'GET', url: PATHS.announcements, query: AGENT, headers: liza }),
    ).footer;
    expect(footer.unreadCount).toBe(1);
  });

  it('refuses to mark what the member may not see: an agent announcement for a member, another merchant’s', async () => {
    const juan = await tokenOf('member01', 'member123');
    expect((await read(141, juan)).statusCode).toBe(404);
    expect((await read(211, juan)).statusCode).toBe(404);
    expect(errorOf(await read(999, juan)).errorCode).toBe('request.url_empty');
    expect((await read(111, {})).statusCode).toBe(401);
  });

  it('refuses a merchant code that disagrees with the Merchant header, and unknown types', async () => {
    const mismatch = await call(t.app, {
      method: 'GET',
      url: MEMBER_PATHS.notices,
      query: { ...AGENT, merchantCode: 'M002' },
    });
    expect(errorOf(mismatch)).toMatchObject({ errorCode: 'request.malformed', data: { field: 'merchantCode' } });
    const types = await call(t.app, { method: 'GET', url: MEMBER_PATHS.notices, query: { types: 'X' } });
    expect(errorOf(types).errorCode).toBe('request.malformed');
  });
});
