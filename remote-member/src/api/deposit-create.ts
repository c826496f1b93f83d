import { call } from '@platform/shared';
import { DEPOSIT_ENDPOINTS, type CreateDepositBody } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { storeDepositOrder } from './deposit-order';

/** Opens a deposit order; the same idempotency key answers the same order. */
export const postDeposit = (body: CreateDepositBody) => call(DEPOSIT_ENDPOINTS.create, { body });

/** Opens a deposit order and keeps it, so its page shows it without asking. */
export function depositMutation(user: string) {
  return mutationOptions({
    mutationFn: postDeposit,
    onSuccess: (order) => storeDepositOrder(user, order),
  });
}
