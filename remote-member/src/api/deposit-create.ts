import { apiPost } from '@platform/shared';
import { MONEY_PATHS, type CreateDepositBody, type DepositOrder } from '@platform/shared/contract';

/** Opens a deposit order; the same idempotency key answers the same order. */
export const postDeposit = (body: CreateDepositBody) => apiPost<DepositOrder>(MONEY_PATHS.deposits, body);
