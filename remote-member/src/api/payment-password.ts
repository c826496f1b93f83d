import { call, queryClient } from '@platform/shared';
import { WITHDRAW_ENDPOINTS, type PaymentPasswordBody } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { withdrawInfoKey } from './withdraw-info';

/** Sets the payment password (once). */
export const putPaymentPassword = (body: PaymentPasswordBody) => call(WITHDRAW_ENDPOINTS.paymentPassword, { body });

/** Sets or changes the payment password; the withdrawal's info, which says whether one is set, is asked again. */
export function paymentPasswordMutation(user: string) {
  return mutationOptions({
    mutationFn: putPaymentPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawInfoKey(user) }),
  });
}
