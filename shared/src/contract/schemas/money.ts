// Runtime schemas of the money requests. platform-api validates with them; the contract derives its
// request types from them by type-only imports.
import { Type } from '@sinclair/typebox';
import {
  ACCOUNT_KINDS,
  DEPOSIT_CHANNELS,
  DEPOSIT_NOTICE_STATUSES,
  MONEY_PAGING,
  PAYMENT_PASSWORD_PATTERN,
  TRANSACTION_TYPES,
} from '../money';
import { MAX_MONEY_AMOUNT } from '../amount';
import { closedObject, MoneyAmount, oneOf } from './common';

const Amount = MoneyAmount(MAX_MONEY_AMOUNT);
/** A key the client makes once per submit (a UUID), so a retry or a double tap makes one order. */
const IdempotencyKey = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });
const PaymentPassword = Type.String({ pattern: PAYMENT_PASSWORD_PATTERN });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const PageNo = Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 }));
const PageSize = Type.Optional(Type.Integer({ minimum: 1, maximum: MONEY_PAGING.maxPageSize }));

export const CreateDepositBodySchema = closedObject({
  channel: oneOf(DEPOSIT_CHANNELS),
  amount: Amount,
  idempotencyKey: IdempotencyKey,
});

/** The payment provider's signed callback (see DEPOSIT_SIGNATURE_HEADER); checked after its signature. */
export const DepositNoticeSchema = closedObject({
  orderNo: Type.String({ pattern: '^[A-Z0-9]{4,32}$' }),
  amount: Amount,
  status: oneOf(DEPOSIT_NOTICE_STATUSES),
  providerRef: Type.String({ pattern: '^[A-Za-z0-9_-]{4,64}$' }),
  paidAt: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$' }),
});

export const OrderListQuerySchema = closedObject({ pageNo: PageNo, pageSize: PageSize });

export const BindAccountBodySchema = closedObject({
  kind: oneOf(ACCOUNT_KINDS),
  bankName: Type.String({ minLength: 2, maxLength: 60 }),
  holderName: Type.String({ minLength: 2, maxLength: 60 }),
  accountNumber: Type.String({ pattern: '^\\d{10,20}$' }),
});

/** The first time only `password`; a change needs the old one too. */
export const PaymentPasswordBodySchema = closedObject({
  password: PaymentPassword,
  oldPassword: Type.Optional(PaymentPassword),
});

export const CreateWithdrawalBodySchema = closedObject({
  accountId: Type.Integer({ minimum: 1 }),
  amount: Amount,
  paymentPassword: PaymentPassword,
  idempotencyKey: IdempotencyKey,
});

/** Days are Manila's, from and to both included. */
const Range = { from: Day, to: Day };

export const BetRecordQuerySchema = closedObject({
  ...Range,
  vendor: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
  gameType: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
  pageNo: PageNo,
  pageSize: PageSize,
});

export const TransactionQuerySchema = closedObject({
  ...Range,
  type: Type.Optional(oneOf(TRANSACTION_TYPES)),
  /** `agent`: only the agent's own kinds (AGENT_TRANSACTION_TYPES). */
  group: Type.Optional(Type.Literal('agent')),
  pageNo: PageNo,
  pageSize: PageSize,
});

export const ProfitLossQuerySchema = closedObject(Range);

export const TestWithdrawalReviewBodySchema = closedObject({
  action: oneOf(['approve', 'reject', 'pay']),
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
