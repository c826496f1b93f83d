import { call, queryClient } from '@platform/shared';
import { MEMBER_CENTRE_ENDPOINTS, type MessageDetail } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { applyCounts, editInbox, inboxKey, inboxListKey, refetchInbox } from './inbox-cache';

export const putMessageRead = (id: number) => call(MEMBER_CENTRE_ENDPOINTS.readMessage, { params: { id } });
export const putAllMessagesRead = () => call(MEMBER_CENTRE_ENDPOINTS.readAllMessages);

const markOpened = (user: string, read: (id: number) => boolean) => {
  editInbox(user, { message: (message) => (read(message.id) ? { ...message, read: true } : message) });
  queryClient.setQueriesData<MessageDetail>({ queryKey: [...inboxKey(user), 'detail'] }, (detail) =>
    detail && read(detail.id) ? { ...detail, read: true } : detail,
  );
};

/** Marks a message read: the inbox shows it read at once, and the counts follow the server's answer. */
export function messageReadMutation(user: string) {
  return mutationOptions({
    mutationKey: [...inboxKey(user), 'read'],
    mutationFn: putMessageRead,
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey: inboxListKey(user) });
      markOpened(user, (messageId) => messageId === id);
    },
    onSuccess: (counts) => applyCounts(user, counts),
    onError: () => refetchInbox(user),
  });
}

/** Marks every message read. */
export function allMessagesReadMutation(user: string) {
  return mutationOptions({
    mutationKey: [...inboxKey(user), 'read-all'],
    mutationFn: putAllMessagesRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: inboxListKey(user) });
      markOpened(user, () => true);
    },
    onSuccess: (counts) => applyCounts(user, counts),
    onError: () => refetchInbox(user),
  });
}
