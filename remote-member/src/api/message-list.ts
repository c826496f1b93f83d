import { call, type Scope } from '@platform/shared';
import {
  MEMBER_CENTRE_ENDPOINTS,
  MEMBER_PAGING,
  type MessageListQuery,
  type MessageListValue,
} from '@platform/shared/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { inboxListKey } from './inbox-cache';

export const fetchMessages = (query: MessageListQuery) => call(MEMBER_CENTRE_ENDPOINTS.messages, { query });

/** The member's inbox, newest first, ten a page; titles follow the language. */
export function messageListQuery(user: string, scope: Scope) {
  return infiniteQueryOptions({
    queryKey: [...inboxListKey(user), scope.language] as const,
    queryFn: ({ pageParam }) => fetchMessages({ pageNo: pageParam, pageSize: MEMBER_PAGING.messages }),
    initialPageParam: MEMBER_PAGING.firstPage as number,
    getNextPageParam: (page: MessageListValue) => (page.pageNum < page.totalPages ? page.pageNum + 1 : undefined),
  });
}
