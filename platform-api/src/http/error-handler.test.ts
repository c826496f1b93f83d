import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@platform/shared/contract';
import { call, closeTestApp, createTestApp, errorOf, type TestApp } from '../testing/test-app';

let t: TestApp;
afterEach(() => closeTestApp(t));

describe('error answers', () => {
  it('answers an unknown route with 404 request.url_empty', async () => {
    t = await createTestApp();
    for (const url of ['/nowhere', '/auth']) {
      const response = await call(t.app, { method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ errorCode: 'request.url_empty', message: expect.any(String) });
    }
    expect((await t.app.inject({ url: '/outside-the-api' })).json()).toMatchObject({ errorCode: 'request.url_empty' });
  });

  it('answers a malformed %-encoding with 400 and a 10 MB body with 413, never 5xx', async () => {
    t = await createTestApp();
    for (const url of ['/help/%E0%A4%A', '/art/game/%zz.svg', '/%']) {
      const response = await call(t.app, { method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 400]);
    }
    const big = await call(t.app, {
      method: 'POST',
      url: PATHS.renew,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).errorCode).toBe('request.malformed');
  }, 30_000);

  it('answers a body that is not JSON with 400 request.malformed', async () => {
    t = await createTestApp();
    const response = await call(t.app, {
      method: 'PUT',
      url: PATHS.test.startup,
      headers: { 'content-type': 'application/json' },
      payload: '{"merchantCode": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errorCode).toBe('request.malformed');
  });

  it('answers an unexpected failure with 500 unknown, reporting the cause but never sending it', async () => {
    const reportError = vi.fn();
    t = await createTestApp({ reportError });
    t.db.close();
    const response = await call(t.app, {
      method: 'GET',
      url: PATHS.memberInfo,
      headers: { Authorization: `Bearer ${'a'.repeat(43)}` },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errorCode: 'unknown', message: 'Unknown error.' });
    expect(response.body).not.toContain('database');
    expect(reportError).toHaveBeenCalledOnce();
  });
});
