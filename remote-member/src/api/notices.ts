import { call, sessionKey, type Scope } from '@platform/shared';
import { MEMBER_CENTRE_ENDPOINTS, type NoticeQuery } from '@platform/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const fetchNotices = (query: NoticeQuery) => call(MEMBER_CENTRE_ENDPOINTS.notices, { query });

/** Every notices answer: a member's carry their read state, so they live under the session. */
export const noticesKey = (user: string | null) => (user ? sessionKey(user, 'notices') : (['notices'] as const));

/** Announcements of some types with the member's read state (none for a guest), in the page's language. */
export function noticesQuery(user: string | null, scope: Scope, types: string) {
  return queryOptions({
    queryKey: [...noticesKey(user), scope, types] as const,
    queryFn: () => fetchNotices({ types, groupName: 'm_home', platform: 'M', merchantCode: scope.merchant }),
    placeholderData: keepPreviousData,
  });
}
