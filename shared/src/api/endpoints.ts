import {
  PATHS,
  type AnnouncementList,
  type AnnouncementQuery,
  type LoginRequest,
  type LoginValue,
  type MemberInfo,
  type RenewValue,
  type StartupValue,
  type WalletSummary,
} from '../contract';
import { apiDelete, apiGet, apiPost } from './client';
import { encryptBody } from './encrypt';

// Calls that more than one app makes live here; an area's own calls live in the area.

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

export const postRenew = () => apiPost<RenewValue>(PATHS.renew);
export const fetchMemberInfo = () => apiGet<MemberInfo>(PATHS.memberInfo);
export const fetchWallet = () => apiGet<WalletSummary>(PATHS.wallet);
export const fetchAnnouncements = (query: AnnouncementQuery) => apiGet<AnnouncementList>(PATHS.announcements, query);
export const fetchUnreadCount = () => apiGet<number>(PATHS.unreadCount);
