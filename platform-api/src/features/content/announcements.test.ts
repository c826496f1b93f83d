import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, type AnnouncementList } from '@platform/shared/contract';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const HOME = { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M', merchantCode: 'M001' };

async function announcements(query: Record<string, string>, headers: Record<string, string> = {}) {
  return call(t.app, { method: 'GET', url: PATHS.announcements, query, headers });
}
const list = async (query: Record<string, string>, headers: Record<string, string> = {}) =>
  valueOf<AnnouncementList>(await announcements(query, headers));

describe('announcements', () => {
  it('lists the home announcements of the requested types, in order, with no unread count', async () => {
    const value = await list(HOME);
    expect(value.list.map((a) => a.id)).toEqual([101, 102, 103, 111, 112, 121, 122, 123, 131]);
    expect(value.footer).toEqual({ unreadCount: 0 });
  });

  it('filters by type', async () => {
    const banners = (await list({ ...HOME, types: 'B' })).list;
    expect(banners.map((a) => a.id)).toEqual([101, 102, 103]);
    expect(banners[0]).toMatchObject({
      url: '/api/art/banner/101.webp',
      link: 'https://promo.example.invalid/lucky-bay/welcome',
    });
    expect(banners[1]).toMatchObject({ link: '/m/activity' });
    const popups = (await list({ ...HOME, types: 'PU' })).list;
    expect(popups.map((a) => a.execution)).toEqual(['A', 'B', 'F']);
  });

  it('filters by group: the registration banner lives in m_reg', async () => {
    const value = await list({ types: 'B', groupName: 'm_reg', platform: 'M' });
    expect(value.list.map((a) => a.id)).toEqual([104]);
  });

  it('answers in the language of the Language header, Tagalog by default', async () => {
    const [tagalog] = (await list({ ...HOME, types: 'B' })).list;
    const [english] = (await list({ ...HOME, types: 'B' }, { Language: 'EN' })).list;
    expect(tagalog?.title).toBe('Welcome bonus: 100% sa unang deposit');
    expect(english?.title).toBe('Welcome bonus: 100% on your first deposit');
    expect(english?.content).toContain('<b>100% bonus</b>');
  });

  it('shows agent announcements only to a signed-in agent, with the unread count', async () => {
    const agentQuery = { types: 'A', groupName: 'm_home', platform: 'M' };
    expect(await list(agentQuery)).toEqual({ list: [], footer: { unreadCount: 0 } });
    const member = await signIn(t.app, 'member01', 'member123');
    expect((await list(agentQuery, bearer(member.token))).list).toEqual([]);
    const agent = await signIn(t.app, 'agent01', 'agent123');
    const value = await list(agentQuery, bearer(agent.token));
    expect(value.list.map((a) => a.id)).toEqual([141, 142, 143]);
    expect(value.footer.unreadCount).toBe(2);
  });

  it('ignores a token sent in the query, as older clients do', async () => {
    expect((await list({ ...HOME, token: 'abc' })).list).toHaveLength(9);
  });

  it('treats a dead token on this public route as no token', async () => {
    const value = await list(HOME, bearer('expired-token-expired-token-000'));
    expect(value.list).toHaveLength(9);
  });

  it("shows the merchant's own announcements", async () => {
    const value = await list({ ...HOME, merchantCode: 'M002' }, { Merchant: 'M002' });
    expect(value.list.map((a) => a.id)).toEqual([201, 211, 221, 222, 223]);
  });

  it.each(['M001', 'M002'])('gives %s a home popup for each execution, in both languages', async (merchant) => {
    const query = { ...HOME, types: 'PU', merchantCode: merchant };
    const tagalog = (await list(query, { Merchant: merchant })).list;
    const english = (await list(query, { Merchant: merchant, Language: 'EN' })).list;
    expect(tagalog.map((a) => a.execution)).toEqual(['A', 'B', 'F']);
    expect(english.map((a) => a.execution)).toEqual(['A', 'B', 'F']);
    tagalog.forEach((popup, index) => {
      const other = english[index];
      expect(popup.title).not.toBe(other?.title);
      expect(popup.content).not.toBe(other?.content);
      expect(popup.promotionType).toBeTruthy();
    });
  });

  it('refuses a merchantCode that disagrees with the Merchant header', async () => {
    const response = await announcements({ ...HOME, merchantCode: 'M002' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorCode: 'request.malformed', data: { field: 'merchantCode' } });
  });

  it.each([
    ['an unknown type', { ...HOME, types: 'B,XX' }],
    ['a missing group', { types: 'B', platform: 'M' }],
    ['another platform', { ...HOME, platform: 'W' }],
  ])('answers 400 request.malformed for %s', async (_case, query) => {
    const response = await announcements(query);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errorCode).toBe('request.malformed');
  });
});
