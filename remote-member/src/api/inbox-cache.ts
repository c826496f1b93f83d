import { queryClient, sessionKey, unreadCountQuery } from '@platform/shared';
import type { MessageCounts, MessageListValue, MessageSummary } from '@platform/shared/contract';
import type { InfiniteData } from '@tanstack/react-query';

/** The root of every inbox answer of the member: pages of the list and opened messages. */
export const inboxKey = (user: string) => sessionKey(user, 'messages');
export const inboxListKey = (user: string) => [...inboxKey(user), 'list'] as const;

type InboxPages = InfiniteData<MessageListValue>;

/** Changes every cached message of the inbox lists, and the counts each page carries. */
export function editInbox(
  user: string,
  edit: {
    message?: (message: MessageSummary) => MessageSummary | null;
    counts?: (counts: MessageCounts) => MessageCounts;
  },
): void {
  queryClient.setQueriesData<InboxPages>({ queryKey: inboxListKey(user) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            ...(edit.counts ? edit.counts(page) : {}),
            list: edit.message
              ? page.list.flatMap((message) => {
                  const changed = edit.message?.(message);
                  return changed ? [changed] : [];
                })
              : page.list,
          })),
        }
      : data,
  );
}

/**
 * Takes the server's counts after a change: the header's unread count (the shared query) and every
 * cached inbox page follow at once, without a reload.
 */
export function applyCounts(user: string, counts: MessageCounts): void {
  queryClient.setQueryData(unreadCountQuery(user).queryKey, counts.unreadCount);
  editInbox(user, { counts: () => counts });
}

/** After a failed change the cache may be ahead of the server: ask again. */
export function refetchInbox(user: string): void {
  void queryClient.invalidateQueries({ queryKey: inboxKey(user) });
  void queryClient.invalidateQueries({ queryKey: unreadCountQuery(user).queryKey });
}
