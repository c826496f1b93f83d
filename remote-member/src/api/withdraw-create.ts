import { MONEY_PATHS, apiPost, type CreateWithdrawalBody, type WithdrawOrder } from '@platform/shared';

/** Requests a withdrawal, which holds its amount; the same idempotency key answers the same order. */
export const postWithdrawal = (body: CreateWithdrawalBody) => apiPost<WithdrawOrder>(MONEY_PATHS.withdrawals, body);
