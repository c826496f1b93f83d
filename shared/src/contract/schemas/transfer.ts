// Runtime schemas of the superior-transfer and rebate requests.
import { Type } from '@sinclair/typebox';
import { PAYMENT_PASSWORD_PATTERN } from '../money';
import { MAX_MONEY_AMOUNT } from '../amount';
import { closedObject, MoneyAmount } from './common';

const IdempotencyKey = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

export const UplineTransferBodySchema = closedObject({
  amount: MoneyAmount(MAX_MONEY_AMOUNT),
  idempotencyKey: IdempotencyKey,
  /** Money leaves the member's wallet, so the payment password is asked each time, as for a withdrawal. */
  paymentPassword: Type.String({ pattern: PAYMENT_PASSWORD_PATTERN }),
});

export const RebateClaimBodySchema = closedObject({ idempotencyKey: IdempotencyKey });
