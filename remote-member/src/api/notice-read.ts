import { call, queryClient } from '@platform/shared';
import { MEMBER_CENTRE_ENDPOINTS, type NoticeList } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { noticesKey } from './notices';

export const putNoticeRead = (id: number) => call(MEMBER_CENTRE_ENDPOINTS.readNotice, { params: { id } });

function markRead(user: string, id: number): void {
  queryClient.setQueriesData<NoticeList>({ queryKey: noticesKey(user) }, (data) => {
    if (!data?.list.some((notice) => notice.id === id && notice.read === false)) return data;
    return {
      list: data.list.map((notice) => (notice.id === id ? { ...notice, read: true } : notice)),
      footer: { unreadCount: Math.max(0, data.footer.unreadCount - 1) },
    };
  });
}

/**
 * Marks an announcement read: the notices show it at once; the announcements queries (the agent home's
 * unread badge) are asked again once the server has it.
 */
export function noticeReadMutation(user: string) {
  return mutationOptions({
    mutationKey: [...noticesKey(user), 'read'],
    mutationFn: putNoticeRead,
    onMutate: (id: number) => markRead(user, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['announcements'] }),
    onError: () => queryClient.invalidateQueries({ queryKey: noticesKey(user) }),
  });
}
