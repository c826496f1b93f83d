import { call, type Scope } from '@platform/shared';
import { MEMBER_CENTRE_ENDPOINTS } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';
import { inboxKey } from './inbox-cache';

export const fetchMessage = (id: number) => call(MEMBER_CENTRE_ENDPOINTS.message, { params: { id } });

/** One message with its HTML content. */
export function messageDetailQuery(user: string, scope: Scope, id: number) {
  return queryOptions({
    queryKey: [...inboxKey(user), 'detail', id, scope.language] as const,
    queryFn: () => fetchMessage(id),
  });
}
