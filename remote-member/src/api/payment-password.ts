import { call } from '@platform/shared';
import { WITHDRAW_ENDPOINTS, type PaymentPasswordBody } from '@platform/shared/contract';

/** Sets the payment password (once). */
export const putPaymentPassword = (body: PaymentPasswordBody) => call(WITHDRAW_ENDPOINTS.paymentPassword, { body });
