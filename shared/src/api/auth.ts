import { AUTH_ENDPOINTS, SYSTEM_ENDPOINTS, type LoginRequest } from '../contract';
import { call } from './client';

/** Start-up settings: maintenance, region restriction, location, templates, white-label flags. */
export const fetchStartup = () => call(SYSTEM_ENDPOINTS.startup);

/** Signs in with an encrypted body. */
export const postLogin = (payload: LoginRequest, headers: Record<string, string> = {}) =>
  call(AUTH_ENDPOINTS.login, { body: payload }, { headers });

/** Ends the session on the server. */
export const deleteSession = (token: string) =>
  call(AUTH_ENDPOINTS.logout, {}, { headers: { Authorization: `Bearer ${token}` } });

/** Renews the session's token. */
export const postRenew = () => call(AUTH_ENDPOINTS.renew);
