import { Type } from '@sinclair/typebox';
import { describe, expect, it, vi } from 'vitest';
import { endpoint } from '../contract';
import { login, sessionState } from '../session/store';
import { setLanguage } from '../i18n/instance';
import { setMerchantCode } from '../config/runtime';
import { loginValueFactory } from '../testing/factories';
import { apiUrl, fail, http, HttpResponse, ok, setupMockServer } from '../testing/server';
import { call } from './client';
import { ApiError } from './errors';

const ECHO = endpoint({
  method: 'GET',
  path: '/echo',
  access: 'public',
  response: Type.Object({ fine: Type.Boolean() }),
});
const ITEM = endpoint({
  method: 'PUT',
  path: '/items/:id',
  access: 'member',
  params: Type.Object({ id: Type.Integer() }),
  query: Type.Object({ page: Type.Optional(Type.Integer()) }),
  body: Type.Object({ name: Type.String() }),
  response: Type.Object({ id: Type.Integer(), name: Type.String() }),
  headers: { 'Module-Id': 'TEST3' },
});

const seen: Headers[] = [];
const server = setupMockServer(
  http.get(apiUrl('/echo'), ({ request }) => {
    seen.push(request.headers);
    return ok({ fine: true });
  }),
  http.put(apiUrl('/items/:id'), async ({ request, params }) => {
    const body = (await request.json()) as { name: string };
    const url = new URL(request.url);
    return ok({
      id: Number(params.id),
      name: `${body.name}${url.searchParams.get('page') ?? ''}`,
      module: request.headers.get('Module-Id'),
    });
  }),
);

describe('API client', () => {
  it('sends the merchant, language and token headers and returns the envelope value', async () => {
    setMerchantCode('M002');
    await setLanguage('ty');
    login(loginValueFactory({ token: 'tok' }), 'M002');
    await expect(call(ECHO)).resolves.toEqual({ fine: true });
    const headers = seen.at(-1);
    expect(headers?.get('Merchant')).toBe('M002');
    expect(headers?.get('Language')).toBe('TY');
    expect(headers?.get('Authorization')).toBe('Bearer tok');
  });

  it('turns an error body into a typed error with its message key and status', async () => {
    server.use(http.get(apiUrl('/echo'), () => fail(403, { errorCode: 'auth.no_permission', message: 'no' })));
    const error = await call(ECHO).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'auth.no_permission', messageKey: 'error.no_permission', status: 403 });
  });

  it('hands an expired session to the session store', async () => {
    login(loginValueFactory(), 'M001');
    server.use(http.get(apiUrl('/echo'), () => fail(401, { errorCode: 'session.expired', message: 'gone' })));
    await expect(call(ECHO)).rejects.toMatchObject({ code: 'session.expired' });
    expect(sessionState.info).toBeNull();
    expect(sessionState.ended).toBe('expired');
  });

  it('tells a guest who meets a 401 to log in, not that a session ended', async () => {
    server.use(http.get(apiUrl('/echo'), () => new HttpResponse(null, { status: 401 })));
    await expect(call(ECHO)).rejects.toMatchObject({ code: 'auth.not_logged_in', status: 401 });
    expect(sessionState.ended).toBeNull();
  });

  it('reports a network failure as offline and an unknown body as unknown', async () => {
    server.use(http.get(apiUrl('/echo'), () => HttpResponse.error()));
    await expect(call(ECHO)).rejects.toMatchObject({ code: 'network.offline', status: 0 });
    server.use(http.get(apiUrl('/echo'), () => new HttpResponse('oops', { status: 500 })));
    await expect(call(ECHO)).rejects.toMatchObject({ code: 'unknown', status: 500 });
  });

  it('rejects a success without an envelope', async () => {
    server.use(http.get(apiUrl('/echo'), () => HttpResponse.json({ fine: true })));
    await expect(call(ECHO)).rejects.toMatchObject({ code: 'unknown' });
  });
});

describe('a call of an endpoint', () => {
  it('fills the path, sends the query, body and the headers the endpoint names, and answers its value', async () => {
    const answer = await call(ITEM, { params: { id: 7 }, query: { page: 2 }, body: { name: 'seven' } });
    expect(answer).toMatchObject({ id: 7, name: 'seven2', module: 'TEST3' });
  });

  it('reports an answer the contract does not describe, with the call and the first errors', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(apiUrl('/echo'), () => ok({ fine: 'yes' })));
    await expect(call(ECHO)).resolves.toEqual({ fine: 'yes' });
    expect(report).toHaveBeenCalledOnce();
    const [message] = report.mock.calls[0] ?? [];
    expect(message).toContain('GET /echo does not match the contract');
    expect(message).toContain('/fine: Expected boolean');
    report.mockRestore();
  });

  it('says nothing of an answer that matches', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await call(ECHO);
    expect(report).not.toHaveBeenCalled();
    report.mockRestore();
  });
});
