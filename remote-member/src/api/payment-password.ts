import { MONEY_PATHS, apiPut, type PaymentPasswordBody } from '@platform/shared';

/** Sets the payment password (once). */
export const putPaymentPassword = (body: PaymentPasswordBody) => apiPut<object>(MONEY_PATHS.paymentPassword, body);
