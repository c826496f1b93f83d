import { call, queryClient } from '@platform/shared';
import { WITHDRAW_ENDPOINTS, type BindAccountBody } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { withdrawInfoKey } from './withdraw-info';

export const postWithdrawAccount = (body: BindAccountBody) => call(WITHDRAW_ENDPOINTS.bindAccount, { body });

/** Binds a payout account; the withdrawal's info, which lists them, is asked again. */
export function withdrawAccountBindMutation(user: string) {
  return mutationOptions({
    mutationFn: postWithdrawAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawInfoKey(user) }),
  });
}
