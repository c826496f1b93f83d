import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_CENTRE_ENDPOINTS } from '../contract';
import { sessionKey, useSessionUser } from '../query/keys';
import { call } from './client';

export const fetchUnreadCount = () => call(MEMBER_CENTRE_ENDPOINTS.unreadCount);

/** How many messages the member has not read; asked only while a session exists. */
export function unreadCountQuery(user: string) {
  return queryOptions({ queryKey: sessionKey(user, 'unread-count'), queryFn: fetchUnreadCount });
}

/** The unread-message count of the session; 0 without one. */
export function useUnreadCount(): number {
  const user = useSessionUser();
  return useQuery({ ...unreadCountQuery(user ?? ''), enabled: user !== null }).data ?? 0;
}
