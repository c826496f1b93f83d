// The money calls: deposit channels and orders, withdrawal accounts, the payment password and
// withdrawal orders, the records (bets, ledger entries, profit and loss), and the test-mode calls that
// play the payment provider and the back office. Amounts on the wire are pesos with at most two
// decimals; platform-api keeps them as integer centavos on its ledger.
import type { Static } from '@sinclair/typebox';
import type {
  BetRecordQuerySchema,
  BindAccountBodySchema,
  CreateDepositBodySchema,
  CreateWithdrawalBodySchema,
  DepositNoticeSchema,
  OrderListQuerySchema,
  PaymentPasswordBodySchema,
  ProfitLossQuerySchema,
  TestWithdrawalReviewBodySchema,
  TransactionQuerySchema,
  BetFilterOptionSchema,
  BetRecordPageSchema,
  BetRecordSchema,
  BetTotalsSchema,
  DepositChannelSchema,
  DepositOrderPageSchema,
  DepositOrderSchema,
  ProfitLossSchema,
  TransactionPageSchema,
  TransactionSchema,
  WithdrawAccountSchema,
  WithdrawInfoSchema,
  WithdrawLimitsSchema,
  WithdrawOrderPageSchema,
  WithdrawOrderSchema,
} from './schemas/money';

/** Paths of the money calls, relative to API_BASE. Every one needs the session. */
export const MONEY_PATHS = {
  /** GET → DepositChannel[] of the merchant. */
  depositChannels: '/deposit/channels',
  /** POST CreateDepositBody → DepositOrder (the same order again for a key already used); GET OrderListQuery → DepositOrderPage. */
  deposits: '/deposit/orders',
  /** GET → DepositOrder of the member. */
  deposit: (orderNo: string) => `/deposit/orders/${orderNo}`,
  /** PUT (no body): a pending order is cancelled → DepositOrder. */
  depositCancel: (orderNo: string) => `/deposit/orders/${orderNo}/cancel`,
  /**
   * POST DepositNotice, signed in DEPOSIT_SIGNATURE_HEADER (no session): the payment provider's callback,
   * the only thing that credits a deposit → DepositOrder.
   */
  depositNotify: '/deposit/notify',
  /** GET → WithdrawInfo: balance, limits, bound accounts, whether the payment password is set. */
  withdrawInfo: '/withdraw/info',
  /** POST BindAccountBody → WithdrawAccount (masked). */
  withdrawAccounts: '/withdraw/accounts',
  /** DELETE: unbinds the account → `{}`. */
  withdrawAccount: (id: number | string) => `/withdraw/accounts/${id}`,
  /** PUT PaymentPasswordBody: sets the payment password, or changes it with the old one → `{}`. */
  paymentPassword: '/withdraw/payment-password',
  /** POST CreateWithdrawalBody → WithdrawOrder, holding the amount; GET OrderListQuery → WithdrawOrderPage. */
  withdrawals: '/withdraw/orders',
  /** GET BetRecordQuery → BetRecordPage. */
  betRecords: '/records/bets',
  /** GET → BetFilterOption[]: the vendors and game types the member has bet on. */
  betFilters: '/records/bets/filters',
  /** GET TransactionQuery → TransactionPage: ledger entries, newest first. */
  transactions: '/records/transactions',
  /** GET ProfitLossQuery → ProfitLoss. */
  profitLoss: '/records/profit-loss',
} as const;

/** Test-mode paths standing in for the payment provider and the back office (404 outside test mode). */
export const MONEY_TEST_PATHS = {
  /** PUT (no body): the provider reports the deposit paid → DepositOrder. */
  depositPaid: (orderNo: string) => `/test/deposit/${orderNo}/paid`,
  /** PUT (no body): the deposit's time runs out → DepositOrder. */
  depositExpired: (orderNo: string) => `/test/deposit/${orderNo}/expired`,
  /** PUT TestWithdrawalReviewBody → WithdrawOrder: approve, reject (the hold comes back) or pay. */
  withdrawalReview: (orderNo: string) => `/test/withdraw/${orderNo}/review`,
} as const;

export const DEPOSIT_CHANNELS = ['GCASH', 'MAYA', 'BANK_TRANSFER', 'ONLINE_BANKING'] as const;
export type DepositChannelCode = (typeof DEPOSIT_CHANNELS)[number];

export const DEPOSIT_STATES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** What the payment provider's callback can say of an order: paid, failed, or given up at its checkout. */
export const DEPOSIT_NOTICE_STATUSES = ['paid', 'failed', 'cancelled'] as const;
export type DepositNoticeStatus = (typeof DEPOSIT_NOTICE_STATUSES)[number];

/** The callback's header: lowercase hex HMAC-SHA256 of the raw body under the secret shared with the provider. */
export const DEPOSIT_SIGNATURE_HEADER = 'X-Payment-Signature';

export const WITHDRAW_STATES = ['pending', 'approved', 'rejected', 'paid'] as const;
export type WithdrawState = (typeof WITHDRAW_STATES)[number];

/** Where a withdrawal is paid to: an e-wallet (GCash, Maya) or a bank account. */
export const ACCOUNT_KINDS = ['GCASH', 'MAYA', 'BANK'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Ledger kinds the account record can filter by. */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw_hold',
  'withdraw_release',
  'withdraw_payout',
  'bet',
  'settlement',
  'rebate',
  'reward',
  'transfer',
  'adjustment',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** What moves an agent's own balance as an agent: team rebates, dividends and salaries, red rain, transfers. */
export const AGENT_TRANSACTION_TYPES = [
  'rebate',
  'reward',
  'transfer',
  'adjustment',
] as const satisfies readonly TransactionType[];
/** `?types=A` on the account record: the agent's transaction record (the spec's agent grid entry). */
export const AGENT_RECORD_TYPES_PARAM = 'A';

/** The payment password: six digits. */
export const PAYMENT_PASSWORD_PATTERN = '^\\d{6}$';

export const MONEY_PAGING = { pageSize: 20, maxPageSize: 50, maxRangeDays: 90 } as const;

// Requests (runtime schemas in `@platform/shared/contract/schemas`).
export type CreateDepositBody = Static<typeof CreateDepositBodySchema>;
export type OrderListQuery = Static<typeof OrderListQuerySchema>;
export type BindAccountBody = Static<typeof BindAccountBodySchema>;
export type PaymentPasswordBody = Static<typeof PaymentPasswordBodySchema>;
export type CreateWithdrawalBody = Static<typeof CreateWithdrawalBodySchema>;
export type BetRecordQuery = Static<typeof BetRecordQuerySchema>;
export type TransactionQuery = Static<typeof TransactionQuerySchema>;
export type ProfitLossQuery = Static<typeof ProfitLossQuerySchema>;
export type TestWithdrawalReviewBody = Static<typeof TestWithdrawalReviewBodySchema>;
/** The payment provider's callback body (`paidAt`: when it was paid, failed or given up, ISO date-time). */
export type DepositNotice = Static<typeof DepositNoticeSchema>;

// Responses. Dates are ISO date-times; amounts are pesos.

export type DepositChannel = Static<typeof DepositChannelSchema>;

export type DepositOrder = Static<typeof DepositOrderSchema>;

export interface OrderPage<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
}

export type DepositOrderPage = Static<typeof DepositOrderPageSchema>;

export type WithdrawAccount = Static<typeof WithdrawAccountSchema>;

export type WithdrawLimits = Static<typeof WithdrawLimitsSchema>;

export type WithdrawInfo = Static<typeof WithdrawInfoSchema>;

export type WithdrawOrder = Static<typeof WithdrawOrderSchema>;

export type WithdrawOrderPage = Static<typeof WithdrawOrderPageSchema>;

export type BetRecord = Static<typeof BetRecordSchema>;

export type BetTotals = Static<typeof BetTotalsSchema>;

export type BetRecordPage = Static<typeof BetRecordPageSchema>;

export type BetFilterOption = Static<typeof BetFilterOptionSchema>;

export type Transaction = Static<typeof TransactionSchema>;

export type TransactionPage = Static<typeof TransactionPageSchema>;

/** Sums of the range by what moved the money; `profit` is settlements + rebates + rewards − bets. */
export type ProfitLoss = Static<typeof ProfitLossSchema>;
