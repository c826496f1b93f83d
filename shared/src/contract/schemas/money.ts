// Runtime schemas of the money requests. platform-api validates with them; the contract derives its
// request types from them by type-only imports.
import { Type, type TSchema } from '@sinclair/typebox';
import {
  ACCOUNT_KINDS,
  DEPOSIT_CHANNELS,
  DEPOSIT_NOTICE_STATUSES,
  DEPOSIT_STATES,
  MONEY_PAGING,
  PAYMENT_PASSWORD_PATTERN,
  TRANSACTION_TYPES,
  WITHDRAW_STATES,
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

// Responses. Dates are ISO date-times; amounts are pesos.

export const DepositChannelSchema = Type.Object({
  code: oneOf(DEPOSIT_CHANNELS),
  min: Type.Number(),
  max: Type.Number(),
  presets: Type.Array(Type.Number()),
  /** Minutes a pending order stays open. */
  expiresInMinutes: Type.Number(),
});

export const DepositOrderSchema = Type.Object({
  orderNo: Type.String(),
  channel: oneOf(DEPOSIT_CHANNELS),
  amount: Type.Number(),
  state: oneOf(DEPOSIT_STATES),
  /** What the member writes in the payment's message, so the provider can match it. */
  reference: Type.String(),
  /** Where to pay: the merchant's account on that channel. */
  payee: Type.Object({
    name: Type.String(),
    account: Type.String(),
  }),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  /** When it was paid, failed, cancelled or expired. */
  closedAt: Type.Union([Type.String(), Type.Null()]),
  /** The payment provider's checkout page for this order (same tab); null once the order is closed. */
  checkoutUrl: Type.Union([Type.String(), Type.Null()]),
});

export const OrderPageSchema = <T extends TSchema>(t: T) =>
  Type.Object({
    list: Type.Array(t),
    pageNum: Type.Number(),
    totalPages: Type.Number(),
  });

export const DepositOrderPageSchema = OrderPageSchema(DepositOrderSchema);

export const WithdrawAccountSchema = Type.Object({
  id: Type.Number(),
  kind: oneOf(ACCOUNT_KINDS),
  /** The bank's name; the e-wallet's for GCash and Maya. */
  bankName: Type.String(),
  holderName: Type.String(),
  /** Only the last four digits show: `•••• 1234`. */
  maskedNumber: Type.String(),
});

export const WithdrawLimitsSchema = Type.Object({
  minPerTransaction: Type.Number(),
  maxPerTransaction: Type.Number(),
  maxPerDay: Type.Number(),
  timesPerDay: Type.Number(),
});

export const WithdrawInfoSchema = Type.Object({
  /** What can be withdrawn now: the balance (pending withdrawals have already left it). */
  withdrawable: Type.Number(),
  limits: WithdrawLimitsSchema,
  /** What today's withdrawals (pending, approved or paid) have used, in Manila's day. */
  usedToday: Type.Object({
    amount: Type.Number(),
    times: Type.Number(),
  }),
  accounts: Type.Array(WithdrawAccountSchema),
  maxAccounts: Type.Number(),
  hasPaymentPassword: Type.Boolean(),
  /** Stakes (pesos) a bonus's turnover still asks for before any withdrawal; 0 when none. */
  turnoverRemaining: Type.Optional(Type.Number()),
});

export const WithdrawOrderSchema = Type.Object({
  orderNo: Type.String(),
  amount: Type.Number(),
  state: oneOf(WITHDRAW_STATES),
  account: WithdrawAccountSchema,
  /** Why it was rejected. */
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  closedAt: Type.Union([Type.String(), Type.Null()]),
});

export const WithdrawOrderPageSchema = OrderPageSchema(WithdrawOrderSchema);

export const BetRecordSchema = Type.Object({
  roundId: Type.String(),
  vendor: Type.String(),
  gameType: Type.String(),
  gameName: Type.String(),
  stake: Type.Number(),
  payout: Type.Number(),
  winLoss: Type.Number(),
  placedAt: Type.String(),
});

export const BetTotalsSchema = Type.Object({
  count: Type.Number(),
  stake: Type.Number(),
  payout: Type.Number(),
  winLoss: Type.Number(),
});

export const BetRecordPageSchema = Type.Composite([
  OrderPageSchema(BetRecordSchema),
  Type.Object({
    /** Totals of every bet the filter matches, not of this page only. */
    totals: BetTotalsSchema,
  }),
]);

export const BetFilterOptionSchema = Type.Object({
  vendor: Type.String(),
  vendorName: Type.String(),
  gameTypes: Type.Array(Type.String()),
});

export const TransactionSchema = Type.Object({
  id: Type.Number(),
  type: oneOf(TRANSACTION_TYPES),
  amount: Type.Number(),
  /** The balance after this entry. */
  balance: Type.Number(),
  reference: Type.String(),
  createdAt: Type.String(),
});

export const TransactionPageSchema = OrderPageSchema(TransactionSchema);

/** Sums of the range by what moved the money; `profit` is settlements + rebates + rewards − bets. */
export const ProfitLossSchema = Type.Object({
  deposits: Type.Number(),
  withdrawals: Type.Number(),
  bets: Type.Number(),
  payouts: Type.Number(),
  rebates: Type.Number(),
  rewards: Type.Number(),
  profit: Type.Number(),
});

export const OrderNoParamsSchema = closedObject({ orderNo: Type.String({ minLength: 1, maxLength: 64 }) });
