import { apiGet, type Scope } from '@platform/shared';
import { MEMBER_PATHS, type MessageDetail } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';
import { inboxKey } from './inbox-cache';

export const fetchMessage = (id: number) => apiGet<MessageDetail>(MEMBER_PATHS.message(id));

/** One message with its HTML content. */
export function messageDetailQuery(user: string, scope: Scope, id: number) {
  return queryOptions({
    queryKey: [...inboxKey(user), 'detail', id, scope.language] as const,
    queryFn: () => fetchMessage(id),
  });
}
