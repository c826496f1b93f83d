import { PATHS, type LoginRequest, type LoginValue, type RenewValue, type StartupValue } from '../contract';
import { apiDelete, apiGet, apiPost } from './client';
import { encryptBody } from './encrypt';

/** Start-up settings: maintenance, region restriction, location, templates, white-label flags. */
export const fetchStartup = () => apiGet<StartupValue>(PATHS.startup);

/** Signs in with an encrypted body. */
export async function postLogin(payload: LoginRequest, extraHeaders: Record<string, string> = {}) {
  const { body, headers } = await encryptBody(payload);
  return apiPost<LoginValue>(PATHS.login, body, { headers: { ...headers, ...extraHeaders } });
}

/** Ends the session on the server. */
export const deleteSession = (token: string) =>
  apiDelete<Record<string, never>>(PATHS.logout, undefined, { headers: { Authorization: `Bearer ${token}` } });

/** Renews the session's token. */
export const postRenew = () => apiPost<RenewValue>(PATHS.renew);
