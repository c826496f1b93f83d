import { queryOptions, useQuery } from '@tanstack/react-query';
import { PATHS } from '../contract';
import { sessionKey, useSessionUser } from '../query/keys';
import { apiGet } from './client';

export const fetchUnreadCount = () => apiGet<number>(PATHS.unreadCount);

/** How many messages the member has not read; asked only while a session exists. */
export function unreadCountQuery(user: string) {
  return queryOptions({ queryKey: sessionKey(user, 'unread-count'), queryFn: fetchUnreadCount });
}

/** The unread-message count of the session; 0 without one. */
export function useUnreadCount(): number {
  const user = useSessionUser();
  return useQuery({ ...unreadCountQuery(user ?? ''), enabled: user !== null }).data ?? 0;
}
