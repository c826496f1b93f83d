import { call } from '@platform/shared';
import { WITHDRAW_ENDPOINTS, type CreateWithdrawalBody } from '@platform/shared/contract';

/** Requests a withdrawal, which holds its amount; the same idempotency key answers the same order. */
export const postWithdrawal = (body: CreateWithdrawalBody) => call(WITHDRAW_ENDPOINTS.create, { body });
