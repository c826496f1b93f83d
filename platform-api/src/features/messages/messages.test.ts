import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MEMBER_PATHS,
  MEMBER_TEST_PATHS,
  PATHS,
  type MessageCounts,
  type MessageDetail,
  type MessageListValue,
} from '@platform/shared/contract';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';
import { plainSummary } from './messages';

let t: TestApp;
let juan: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  juan = bearer((await signIn(t.app, 'member01', 'member123')).token);
});
afterEach(() => closeTestApp(t));

const inbox = async (headers: Record<string, string>, query: Record<string, string> = {}) =>
  valueOf<MessageListValue>(await call(t.app, { method: 'GET', url: MEMBER_PATHS.messages, headers, query }));
const unreadCount = async (headers: Record<string, string>) =>
  valueOf<number>(await call(t.app, { method: 'GET', url: PATHS.unreadCount, headers }));
const put = (url: string, headers: Record<string, string>) => call(t.app, { method: 'PUT', url, headers });

describe('the inbox', () => {
  it('pages the member’s messages newest first, ten at a time, with the counts', async () => {
    const first = await inbox(juan);
    expect(first).toMatchObject({ total: 22, unreadCount: 2, pageNum: 1, totalPages: 3 });
    expect(first.list).toHaveLength(10);
    const dates = first.list.map((message) => message.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.list.slice(0, 3).map((message) => message.read)).toEqual([false, false, true]);

    const second = await inbox(juan, { pageNo: '2' });
    const last = await inbox(juan, { pageNo: '3' });
    expect(second.list).toHaveLength(10);
    expect(last.list.map((message) => message.title).at(-1)).toBe('Maligayang pagdating sa Lucky Bay, Juan!');
    const ids = [...first.list, ...second.list, ...last.list].map((message) => message.id);
    expect(new Set(ids).size).toBe(22);
  });

  it('speaks the language of the request, with a plain-text summary', async () => {
    const [newest] = (await inbox({ ...juan, Language: 'EN' }, { pageSize: '1' })).list;
    expect(newest).toMatchObject({ title: 'Weekly cashback', category: 'promo' });
    expect(newest?.summary).toBe('Your weekly cashback is ready to claim in the Reward Centre.');
  });

  it('gives every demo member an inbox of 15 to 25 messages in both languages', async () => {
    const totals = t.db
      .prepare<[], { account: string; total: number; untranslated: number }>(
        `SELECT m.account, COUNT(g.id) AS total, SUM(g.title_ty = g.title_en AND g.content_ty = g.content_en) AS untranslated
           FROM members m JOIN messages g ON g.member_id = m.id GROUP BY m.account ORDER BY m.account`,
      )
      .all();
    expect(totals.map((row) => row.account)).toEqual(['agent01', 'agent02', 'member01', 'member02', 'player40']);
    for (const row of totals) {
      expect(row.total, row.account).toBeGreaterThanOrEqual(15);
      expect(row.total, row.account).toBeLessThanOrEqual(25);
      expect(row.untranslated, row.account).toBe(0);
    }
  });

  it('opens a message with its HTML, and marks it read only when asked', async () => {
    const [newest] = (await inbox(juan)).list;
    const id = newest?.id ?? 0;
    const detail = valueOf<MessageDetail>(
      await call(t.app, { method: 'GET', url: MEMBER_PATHS.message(id), headers: juan }),
    );
    expect(detail).toMatchObject({
      id,
      read: false,
      content: '<p>Handa nang kunin ang iyong lingguhang cashback sa Mga Reward.</p>',
    });

    const counts = valueOf<MessageCounts>(await put(MEMBER_PATHS.messageRead(id), juan));
    expect(counts).toEqual({ total: 22, unreadCount: 1 });
    expect(await unreadCount(juan)).toBe(1);
    // Reading again keeps the first reading.
    const readAt = () =>
      t.db.prepare<[number], { readAt: string }>('SELECT read_at AS readAt FROM messages WHERE id = ?').get(id)?.readAt;
    const first = readAt();
    t.clock.advance(60_000);
    await put(MEMBER_PATHS.messageRead(id), juan);
    expect(readAt()).toBe(first);
  });

  it('marks every message read at once', async () => {
    expect(valueOf<MessageCounts>(await put(MEMBER_PATHS.messagesReadAll, juan))).toEqual({
      total: 22,
      unreadCount: 0,
    });
    expect(await unreadCount(juan)).toBe(0);
    expect((await inbox(juan)).list.every((message) => message.read)).toBe(true);
  });

  it('deletes a message, which then cannot be opened', async () => {
    const [newest] = (await inbox(juan)).list;
    const id = newest?.id ?? 0;
    const counts = valueOf<MessageCounts>(
      await call(t.app, { method: 'DELETE', url: MEMBER_PATHS.message(id), headers: juan }),
    );
    expect(counts).toEqual({ total: 21, unreadCount: 1 });
    const gone = await call(t.app, { method: 'GET', url: MEMBER_PATHS.message(id), headers: juan });
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).errorCode).toBe('request.url_empty');
    const again = await call(t.app, { method: 'DELETE', url: MEMBER_PATHS.message(id), headers: juan });
    expect(again.statusCode).toBe(404);
  });

  it('keeps each member to their own messages', async () => {
    const liza = bearer((await signIn(t.app, 'agent01', 'agent123')).token);
    const [hers] = (await inbox(liza)).list;
    const id = hers?.id ?? 0;
    for (const response of [
      await call(t.app, { method: 'GET', url: MEMBER_PATHS.message(id), headers: juan }),
      await put(MEMBER_PATHS.messageRead(id), juan),
      await call(t.app, { method: 'DELETE', url: MEMBER_PATHS.message(id), headers: juan }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await inbox(liza)).unreadCount).toBe(3);
    await put(MEMBER_PATHS.messagesReadAll, juan);
    expect((await inbox(liza)).unreadCount).toBe(3);
  });

  it('needs a session, and a numeric id', async () => {
    for (const [method, url] of [
      ['GET', MEMBER_PATHS.messages],
      ['GET', MEMBER_PATHS.message(100101)],
      ['PUT', MEMBER_PATHS.messageRead(100101)],
      ['PUT', MEMBER_PATHS.messagesReadAll],
      ['DELETE', MEMBER_PATHS.message(100101)],
    ] as const) {
      const response = await call(t.app, { method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const bad = await call(t.app, { method: 'GET', url: MEMBER_PATHS.message('abc'), headers: juan });
    expect(errorOf(bad)).toMatchObject({ errorCode: 'request.malformed', data: { field: 'id' } });
  });

  it('takes a new message from the test endpoint, unread and first in the inbox', async () => {
    const posted = valueOf<MessageDetail>(
      await call(t.app, {
        method: 'POST',
        url: MEMBER_TEST_PATHS.messages,
        headers: { Language: 'EN' },
        payload: {
          merchantCode: 'M001',
          account: 'member01',
          category: 'deposit',
          title: { ty: 'Pumasok na ang ₱300.00', en: '₱300.00 arrived' },
          content: { ty: '<p>Salamat!</p>', en: '<p>Thank you!</p>' },
        },
      }),
    );
    expect(posted).toMatchObject({ title: '₱300.00 arrived', read: false, category: 'deposit' });
    const value = await inbox(juan);
    expect(value).toMatchObject({ total: 23, unreadCount: 3 });
    expect(value.list[0]?.id).toBe(posted.id);
  });
});

describe('plainSummary', () => {
  it('drops tags, decodes entities and cuts long text at a word', () => {
    expect(plainSummary('<p>Hello&nbsp;<b>Juan</b> &amp; Maria</p>')).toBe('Hello Juan & Maria');
    const long = plainSummary(`<p>${'salita '.repeat(30)}</p>`);
    expect(long.length).toBeLessThanOrEqual(91);
    expect(long.endsWith('salita…')).toBe(true);
  });
});
