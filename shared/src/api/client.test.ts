import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AGENT_ENDPOINTS, MEMBER_CENTRE_ENDPOINTS, MY_GAMES_ENDPOINTS } from '../contract';
import { login, logout, sessionState, whileSessionEnds } from '../session/store';
import { setLanguage } from '../i18n/instance';
import { setMerchantCode } from '../config/runtime';
import { loginValueFactory } from '../testing/factories';
import { apiUrl, fail, http, HttpResponse, ok, setupMockServer } from '../testing/server';
import { call } from './client';
import { ApiError } from './errors';

// Real routes of the contract: a development build checks each answer against its descriptor.
const ECHO = MEMBER_CENTRE_ENDPOINTS.unreadCount;
const ANSWER = AGENT_ENDPOINTS.answerContract;
const LAUNCH = MY_GAMES_ENDPOINTS.launch;

const seen: Headers[] = [];
const sent: Array<{ url: URL; body: unknown; headers: Headers }> = [];
const server = setupMockServer(
  http.get(apiUrl(ECHO.path), ({ request }) => {
    seen.push(request.headers);
    return ok(3);
  }),
  http.put(apiUrl('/agent/contracts/:kind'), async ({ request }) => {
    sent.push({ url: new URL(request.url), body: await request.json(), headers: request.headers });
    return ok({});
  }),
  http.get(apiUrl(LAUNCH.path), ({ request }) => {
    sent.push({ url: new URL(request.url), body: null, headers: request.headers });
    return ok({});
  }),
);

describe('API client', () => {
  it('sends the merchant, language and token headers and returns the envelope value', async () => {
    setMerchantCode('M002');
    await setLanguage('ty');
    login(loginValueFactory({ token: 'tok' }), 'M002');
    await expect(call(ECHO)).resolves.toBe(3);
    const headers = seen.at(-1);
    expect(headers?.get('Merchant')).toBe('M002');
    expect(headers?.get('Language')).toBe('TY');
    expect(headers?.get('Authorization')).toBe('Bearer tok');
  });

  it('turns an error body into a typed error with its message key and status', async () => {
    server.use(http.get(apiUrl(ECHO.path), () => fail(403, { errorCode: 'auth.no_permission', message: 'no' })));
    const error = await call(ECHO).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'auth.no_permission', messageKey: 'error.no_permission', status: 403 });
  });

  it('hands an expired session to the session store', async () => {
    login(loginValueFactory(), 'M001');
    server.use(http.get(apiUrl(ECHO.path), () => fail(401, { errorCode: 'session.expired', message: 'gone' })));
    await expect(call(ECHO)).rejects.toMatchObject({ code: 'session.expired' });
    expect(sessionState.info).toBeNull();
    expect(sessionState.ended).toBe('expired');
  });

  it('holds a request that would carry the token while sign-out tells the server, and never sends it after', async () => {
    login(loginValueFactory({ token: 'leaving' }), 'M001');
    const before = seen.length;
    let tellServer: () => void = () => undefined;
    const signingOut = whileSessionEnds(
      () =>
        new Promise<void>((resolve) => {
          tellServer = () => {
            logout('signed-out');
            resolve();
          };
        }),
    );
    const held = call(ECHO).catch((caught: unknown) => caught);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.length).toBe(before);
    tellServer();
    await signingOut;
    expect(await held).toMatchObject({ code: 'auth.not_logged_in' });
    expect(seen.length).toBe(before);
    // A guest's request after it goes as ever, without a token.
    await expect(call(ECHO)).resolves.toBe(3);
    expect(seen.at(-1)?.get('Authorization')).toBeNull();
  });

  it('sends a request that the sign-out held once the server kept the session (its logout failed)', async () => {
    login(loginValueFactory({ token: 'kept' }), 'M001');
    const held = whileSessionEnds(() => Promise.reject(new Error('server down'))).catch(() => undefined);
    await expect(call(ECHO)).resolves.toBe(3);
    expect(seen.at(-1)?.get('Authorization')).toBe('Bearer kept');
    await held;
  });

  it('tells a guest who meets a 401 to log in, not that a session ended', async () => {
    server.use(http.get(apiUrl(ECHO.path), () => new HttpResponse(null, { status: 401 })));
    await expect(call(ECHO)).rejects.toMatchObject({ code: 'auth.not_logged_in', status: 401 });
    expect(sessionState.ended).toBeNull();
  });

  it('reports a network failure as offline and an unknown body as unknown', async () => {
    server.use(http.get(apiUrl(ECHO.path), () => HttpResponse.error()));
    await expect(call(ECHO)).rejects.toMatchObject({ code: 'network.offline', status: 0 });
    server.use(http.get(apiUrl(ECHO.path), () => new HttpResponse('oops', { status: 500 })));
    await expect(call(ECHO)).rejects.toMatchObject({ code: 'unknown', status: 500 });
  });

  it('rejects a success without an envelope', async () => {
    server.use(http.get(apiUrl(ECHO.path), () => HttpResponse.json(3)));
    await expect(call(ECHO)).rejects.toMatchObject({ code: 'unknown' });
  });
});

describe('a call of an endpoint', () => {
  let report: MockInstance<typeof console.error>;
  beforeEach(() => {
    report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => report.mockRestore());

  it('fills the path and sends the body', async () => {
    await call(ANSWER, { params: { kind: 'rebate' }, body: { decision: 'accept' } });
    const request = sent.at(-1);
    expect(request?.url.pathname).toMatch(/\/agent\/contracts\/rebate$/);
    expect(request?.body).toEqual({ decision: 'accept' });
  });

  it('sends the query and the headers the endpoint names', async () => {
    await call(LAUNCH, { query: { vendor: 'PG', gameCode: 'fortune-ox' } });
    const request = sent.at(-1);
    expect(request?.url.searchParams.get('vendor')).toBe('PG');
    expect(request?.url.searchParams.get('gameCode')).toBe('fortune-ox');
    expect(request?.headers.get('Module-Id')).toBe(LAUNCH.headers?.['Module-Id']);
    expect(request?.headers.get('Module-Id')).toBeTruthy();
  });

  it('reports an answer the contract does not describe, with the call and the first errors', async () => {
    server.use(http.get(apiUrl(ECHO.path), () => ok('three')));
    await expect(call(ECHO)).resolves.toBe('three');
    expect(report).toHaveBeenCalledOnce();
    const [message] = report.mock.calls[0] ?? [];
    expect(message).toContain(`GET ${ECHO.path} does not match the contract`);
    expect(message).toContain('/: Expected number');
  });

  it('says nothing of an answer that matches', async () => {
    await expect(call(ECHO)).resolves.toBe(3);
    expect(report).not.toHaveBeenCalled();
  });
});
