import { call, queryClient, toApiError, walletQuery } from '@platform/shared';
import { WITHDRAW_ENDPOINTS, type CreateWithdrawalBody } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { withdrawInfoKey } from './withdraw-info';
import { withdrawListKey } from './withdraw-list';

/** Requests a withdrawal, which holds its amount; the same idempotency key answers the same order. */
export const postWithdrawal = (body: CreateWithdrawalBody) => call(WITHDRAW_ENDPOINTS.create, { body });

/**
 * Requests a withdrawal; the balance, the record and the header's wallet are asked again. An account
 * the server no longer has (removed elsewhere) is dropped from the info by asking for it again.
 */
export function withdrawalMutation(user: string) {
  return mutationOptions({
    mutationFn: postWithdrawal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawInfoKey(user) }),
        queryClient.invalidateQueries({ queryKey: withdrawListKey(user) }),
        queryClient.invalidateQueries({ queryKey: walletQuery(user).queryKey }),
      ]),
    onError: (error) => {
      if (toApiError(error).code === 'payment.account_missing') {
        void queryClient.invalidateQueries({ queryKey: withdrawInfoKey(user) });
      }
    },
  });
}
