import { describe, expect, it } from 'vitest';
import { login, sessionState } from '../session/store';
import { setLanguage } from '../i18n/instance';
import { setMerchantCode } from '../config/runtime';
import { loginValueFactory } from '../testing/factories';
import { apiUrl, fail, http, HttpResponse, ok, setupMockServer } from '../testing/server';
import { apiGet } from './client';
import { ApiError } from './errors';

const seen: Headers[] = [];
const server = setupMockServer(
  http.get(apiUrl('/echo'), ({ request }) => {
    seen.push(request.headers);
    return ok({ fine: true });
  }),
);

describe('API client', () => {
  it('sends the merchant, language and token headers and returns the envelope value', async () => {
    setMerchantCode('M002');
    await setLanguage('ty');
    login(loginValueFactory({ token: 'tok' }), 'M002');
    await expect(apiGet('/echo')).resolves.toEqual({ fine: true });
    const headers = seen.at(-1);
    expect(headers?.get('Merchant')).toBe('M002');
    expect(headers?.get('Language')).toBe('TY');
    expect(headers?.get('Authorization')).toBe('Bearer tok');
  });

  it('turns an error body into a typed error with its message key and status', async () => {
    server.use(http.get(apiUrl('/echo'), () => fail(403, { errorCode: 'auth.no_permission', message: 'no' })));
    const error = await apiGet('/echo').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'auth.no_permission', messageKey: 'error.no_permission', status: 403 });
  });

  it('hands an expired session to the session store', async () => {
    login(loginValueFactory(), 'M001');
    server.use(http.get(apiUrl('/echo'), () => fail(401, { errorCode: 'session.expired', message: 'gone' })));
    await expect(apiGet('/echo')).rejects.toMatchObject({ code: 'session.expired' });
    expect(sessionState.info).toBeNull();
    expect(sessionState.ended).toBe('expired');
  });

  it('tells a guest who meets a 401 to log in, not that a session ended', async () => {
    server.use(http.get(apiUrl('/echo'), () => new HttpResponse(null, { status: 401 })));
    await expect(apiGet('/echo')).rejects.toMatchObject({ code: 'auth.not_logged_in', status: 401 });
    expect(sessionState.ended).toBeNull();
  });

  it('reports a network failure as offline and an unknown body as unknown', async () => {
    server.use(http.get(apiUrl('/echo'), () => HttpResponse.error()));
    await expect(apiGet('/echo')).rejects.toMatchObject({ code: 'network.offline', status: 0 });
    server.use(http.get(apiUrl('/echo'), () => new HttpResponse('oops', { status: 500 })));
    await expect(apiGet('/echo')).rejects.toMatchObject({ code: 'unknown', status: 500 });
  });

  it('rejects a success without an envelope', async () => {
    server.use(http.get(apiUrl('/echo'), () => HttpResponse.json({ fine: true })));
    await expect(apiGet('/echo')).rejects.toMatchObject({ code: 'unknown' });
  });
});
