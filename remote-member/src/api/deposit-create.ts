import { call } from '@platform/shared';
import { DEPOSIT_ENDPOINTS, type CreateDepositBody } from '@platform/shared/contract';

/** Opens a deposit order; the same idempotency key answers the same order. */
export const postDeposit = (body: CreateDepositBody) => call(DEPOSIT_ENDPOINTS.create, { body });
