import { call, queryClient } from '@platform/shared';
import { MEMBER_CENTRE_ENDPOINTS } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { applyCounts, editInbox, inboxKey, inboxListKey } from './inbox-cache';

export const deleteMessage = (id: number) => call(MEMBER_CENTRE_ENDPOINTS.deleteMessage, { params: { id } });

/** Deletes a message once the server agrees; the pages after it are asked again, since they shift. */
export function messageDeleteMutation(user: string) {
  return mutationOptions({
    mutationKey: [...inboxKey(user), 'delete'],
    mutationFn: deleteMessage,
    onSuccess: (counts, id) => {
      editInbox(user, { message: (message) => (message.id === id ? null : message) });
      applyCounts(user, counts);
      queryClient.removeQueries({ queryKey: [...inboxKey(user), 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: inboxListKey(user) });
    },
  });
}
