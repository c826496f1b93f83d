import { apiPut } from '@platform/shared';
import { MONEY_PATHS, type PaymentPasswordBody } from '@platform/shared/contract';

/** Sets the payment password (once). */
export const putPaymentPassword = (body: PaymentPasswordBody) => apiPut<object>(MONEY_PATHS.paymentPassword, body);
