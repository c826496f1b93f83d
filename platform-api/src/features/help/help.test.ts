import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_PATHS, MEMBER_TEST_PATHS, type HelpEntry } from '@platform/shared/contract';
import { call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const help = async (headers: Record<string, string> = {}, device = 'MOBILE') =>
  valueOf<HelpEntry[]>(await call(t.app, { method: 'GET', url: MEMBER_PATHS.help, query: { device }, headers }));

describe('help centre', () => {
  it('lists the mobile entries in order, in Tagalog by default and in English on request', async () => {
    const ty = await help();
    expect(ty.map((entry) => entry.title)).toEqual([
      'Paano mag-deposit gamit ang GCash',
      'Paano mag-deposit gamit ang Maya',
      'Paano mag-withdraw',
      'Mga bonus at turnover',
      'Seguridad ng account',
      'Responsableng paglalaro',
      'Pag-verify ng iyong ID',
    ]);
    const en = await help({ Language: 'EN' });
    expect(en.map((entry) => entry.id)).toEqual(ty.map((entry) => entry.id));
    expect(en[0]?.title).toBe('How to deposit with GCash');
    expect(en[0]?.content).toContain('<ol><li>Tap <strong>Deposit</strong>');
  });

  it('keeps entries to their device', async () => {
    const web = (await help({ Language: 'EN' }, 'WEB')).map((entry) => entry.title);
    expect(web).toContain('Using the desktop site');
    expect(web).not.toContain('Verifying your ID');
    const mobile = (await help({ Language: 'EN' })).map((entry) => entry.title);
    expect(mobile).not.toContain('Using the desktop site');
  });

  it('gives each merchant its own entries', async () => {
    const reef = await help({ Merchant: 'M002', Language: 'EN' });
    expect(reef).toHaveLength(6);
    expect(reef[0]?.content).toContain('Golden Reef');
  });

  it('needs the device', async () => {
    const response = await call(t.app, { method: 'GET', url: MEMBER_PATHS.help });
    expect(errorOf(response)).toMatchObject({ errorCode: 'request.malformed', data: { field: 'device' } });
  });

  it('can be emptied or replaced in test mode', async () => {
    const put = (entries: unknown[]) =>
      call(t.app, { method: 'PUT', url: MEMBER_TEST_PATHS.help, payload: { merchantCode: 'M001', entries } });
    expect(valueOf(await put([]))).toEqual({ count: 0 });
    expect(await help()).toEqual([]);
    await put([{ title: { ty: 'Isa', en: 'One' }, content: { ty: '<p>isa</p>', en: '<p>one</p>' } }]);
    expect((await help({ Language: 'EN' })).map((entry) => entry.title)).toEqual(['One']);
    expect(await help({ Merchant: 'M002' })).toHaveLength(6);
  });
});
