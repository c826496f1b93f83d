import { apiPost } from '@platform/shared';
import { MONEY_PATHS, type CreateWithdrawalBody, type WithdrawOrder } from '@platform/shared/contract';

/** Requests a withdrawal, which holds its amount; the same idempotency key answers the same order. */
export const postWithdrawal = (body: CreateWithdrawalBody) => apiPost<WithdrawOrder>(MONEY_PATHS.withdrawals, body);
