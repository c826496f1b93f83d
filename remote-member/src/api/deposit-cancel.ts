import { call } from '@platform/shared';
import { DEPOSIT_ENDPOINTS } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { storeDepositOrder } from './deposit-order';

export const cancelDeposit = (orderNo: string) => call(DEPOSIT_ENDPOINTS.cancel, { params: { orderNo } });

/** Cancels a pending deposit; the closed order takes its place, and the record follows. */
export function depositCancelMutation(user: string) {
  return mutationOptions({
    mutationFn: cancelDeposit,
    onSuccess: (closed) => storeDepositOrder(user, closed),
  });
}
