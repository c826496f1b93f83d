import { call, queryClient } from '@platform/shared';
import { WITHDRAW_ENDPOINTS } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { withdrawInfoKey } from './withdraw-info';

export const deleteWithdrawAccount = (id: number) => call(WITHDRAW_ENDPOINTS.unbindAccount, { params: { id } });

/** Removes a payout account; the withdrawal's info, which lists them, is asked again. */
export function withdrawAccountRemoveMutation(user: string) {
  return mutationOptions({
    mutationFn: deleteWithdrawAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawInfoKey(user) }),
  });
}
