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

// Responses.

export const UplineTransferInfoSchema = Type.Object({
  upline: Type.Object({
    account: Type.String(),
    nickname: Type.String(),
  }),
  /** Pesos the member may send: the balance. */
  balance: Type.Number(),
});

export const UplineTransferSchema = Type.Object({
  transferNo: Type.String(),
  amount: Type.Number(),
  upline: Type.String(),
  /** ISO date-time. */
  createdAt: Type.String(),
  balance: Type.Number(),
});

export const RebateDueSchema = Type.Object({
  /** Today's stakes in pesos, and the rebate rate in percent that applies to them. */
  betTotal: Type.Number(),
  ratePercent: Type.Number(),
  /** Pesos not yet claimed today. */
  due: Type.Number(),
});

export const RebateClaimSchema = Type.Object({
  claimNo: Type.String(),
  /** The day the bets were made (YYYY-MM-DD). */
  day: Type.String(),
  betTotal: Type.Number(),
  ratePercent: Type.Number(),
  amount: Type.Number(),
  /** ISO date-time. */
  createdAt: Type.String(),
});

export const TestUplineBodySchema = Type.Object({
  account: Type.String(),
  uplineAccount: Type.String(),
});
