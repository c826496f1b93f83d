import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { call, queryClient, sessionKey, walletQuery } from '@platform/shared';
import { TRANSFER_ENDPOINTS, type UplineTransferBody } from '@platform/shared/contract';

export const fetchUplineTransferInfo = () => call(TRANSFER_ENDPOINTS.uplineInfo);

export const uplineTransferInfoKey = (user: string) => sessionKey(user, 'transfer', 'upline');

/** The upline and the balance that may be sent; asked again on each visit, since play moves the balance. */
export function uplineTransferInfoQuery(user: string) {
  return queryOptions({ queryKey: uplineTransferInfoKey(user), queryFn: fetchUplineTransferInfo, staleTime: 0 });
}

/** Sends an amount to the upline; the same idempotency key answers the same transfer. */
export const postUplineTransfer = (body: UplineTransferBody) => call(TRANSFER_ENDPOINTS.uplineTransfer, { body });

/** Sends the transfer; the balance that may be sent and the header's wallet are asked again. */
export function uplineTransferMutation(user: string) {
  return mutationOptions({
    mutationFn: postUplineTransfer,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: uplineTransferInfoKey(user) }),
        queryClient.invalidateQueries({ queryKey: walletQuery(user).queryKey }),
      ]),
  });
}
