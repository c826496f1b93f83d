import { MONEY_PATHS, apiPost, type CreateDepositBody, type DepositOrder } from '@platform/shared';

/** Opens a deposit order; the same idempotency key answers the same order. */
export const postDeposit = (body: CreateDepositBody) => apiPost<DepositOrder>(MONEY_PATHS.deposits, body);
