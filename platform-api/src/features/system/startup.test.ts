import { afterEach, describe, expect, it } from 'vitest';
import { PATHS, WHITELABEL_FLAGS, type StartupValue } from '@platform/shared/contract';
import { call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
afterEach(() => closeTestApp(t));

const startup = async (headers: Record<string, string> = {}) =>
  valueOf<StartupValue>(await call(t.app, { method: 'GET', url: PATHS.startup, headers }));

describe('start-up settings', () => {
  it("describes the default merchant when no Merchant header comes, with the caller's address", async () => {
    t = await createTestApp();
    const value = await startup();
    expect(value).toMatchObject({
      merchantCode: 'M001',
      maintenance: false,
      regionRestriction: false,
      location: { ip: '127.0.0.1', country: 'PH' },
      mobileTemplate: { mem_cen: '1', dep_func: '1' },
      customerService: { url: 'https://chat.example.invalid/lucky-bay' },
      sessionRenewSeconds: 300,
    });
    expect(Object.keys(value.whitelabel).sort()).toEqual([...WHITELABEL_FLAGS].sort());
    expect(value.whitelabel).toMatchObject({ MOBILEVERCODELOGIN3: true, DIRECTREG3: true, GOOGLELOGIN3: false });
  });

  it('selects the merchant by the Merchant header', async () => {
    t = await createTestApp();
    const value = await startup({ Merchant: 'M002' });
    expect(value.merchantCode).toBe('M002');
    expect(value.customerService.url).toBe('https://chat.example.invalid/golden-reef');
    expect(value.whitelabel).toMatchObject({ GOOGLELOGIN3: true, MOBILEVERCODELOGIN3: false });
  });

  it('refuses an unknown merchant with 400 request.malformed', async () => {
    t = await createTestApp();
    const response = await call(t.app, { method: 'GET', url: PATHS.startup, headers: { Merchant: 'M999' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorCode: 'request.malformed', data: { field: 'Merchant' } });
  });

  it('takes the address a local proxy forwards', async () => {
    t = await createTestApp();
    const value = await startup({ 'X-Forwarded-For': '203.0.113.9' });
    expect(value.location.ip).toBe('203.0.113.9');
  });
});

describe('test endpoints', () => {
  it.each([
    ['POST', PATHS.test.reset],
    ['PUT', PATHS.test.whitelabel],
    ['PUT', PATHS.test.startup],
    ['GET', PATHS.test.smsOutbox],
  ] as const)('do not exist outside test mode: %s %s answers 404', async (method, url) => {
    t = await createTestApp({ mode: 'normal' });
    const response = await call(t.app, { method, url, payload: method === 'GET' ? undefined : {} });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).errorCode).toBe('request.url_empty');
  });

  it('switch white-label flags, leaving the others as they were', async () => {
    t = await createTestApp();
    const response = await call(t.app, {
      method: 'PUT',
      url: PATHS.test.whitelabel,
      payload: { merchantCode: 'M001', flags: { GOOGLELOGIN3: true, DIRECTREG3: false } },
    });
    expect(valueOf<StartupValue['whitelabel']>(response)).toMatchObject({ GOOGLELOGIN3: true, DIRECTREG3: false });
    expect((await startup()).whitelabel).toMatchObject({ GOOGLELOGIN3: true, DIRECTREG3: false, MAILCEN: true });
  });

  it('refuse an unknown flag or merchant', async () => {
    t = await createTestApp();
    const flag = await call(t.app, {
      method: 'PUT',
      url: PATHS.test.whitelabel,
      payload: { merchantCode: 'M001', flags: { NOPE3: true } },
    });
    expect(errorOf(flag).errorCode).toBe('request.malformed');
    const merchant = await call(t.app, {
      method: 'PUT',
      url: PATHS.test.whitelabel,
      payload: { merchantCode: 'M404', flags: {} },
    });
    expect(errorOf(merchant)).toMatchObject({ errorCode: 'request.malformed', data: { field: 'merchantCode' } });
  });

  it('patch start-up settings: maintenance, region restriction and location', async () => {
    t = await createTestApp();
    const patch = { maintenance: true, regionRestriction: true, location: { ip: '198.51.100.7', country: 'SG' } };
    await call(t.app, { method: 'PUT', url: PATHS.test.startup, payload: { merchantCode: 'M001', patch } });
    expect(await startup()).toMatchObject(patch);
    expect((await startup({ Merchant: 'M002' })).maintenance).toBe(false);
  });

  it('reset restores the seed and ends every session', async () => {
    t = await createTestApp();
    await call(t.app, {
      method: 'PUT',
      url: PATHS.test.startup,
      payload: { merchantCode: 'M001', patch: { maintenance: true } },
    });
    t.db
      .prepare('INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, 1001, 0, 9e15)')
      .run('x');
    expect((await call(t.app, { method: 'POST', url: PATHS.test.reset })).json()).toEqual({ value: {} });
    expect((await startup()).maintenance).toBe(false);
    expect(t.db.prepare('SELECT COUNT(*) AS count FROM sessions').get()).toEqual({ count: 0 });
  });

  it('list the SMS outbox, empty after a reset', async () => {
    t = await createTestApp();
    expect(valueOf<unknown[]>(await call(t.app, { method: 'GET', url: PATHS.test.smsOutbox }))).toEqual([]);
  });
});
