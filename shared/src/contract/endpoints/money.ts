import { Type } from '@sinclair/typebox';
import { endpoint } from '../endpoint';
import { MONEY_PATHS, MONEY_TEST_PATHS } from '../money';
import { EmptySchema } from '../schemas/common';
import { IdParamsSchema } from '../schemas/member';
import {
  BetFilterOptionSchema,
  BetRecordPageSchema,
  BetRecordQuerySchema,
  BindAccountBodySchema,
  CreateDepositBodySchema,
  CreateWithdrawalBodySchema,
  DepositChannelSchema,
  DepositNoticeSchema,
  DepositOrderPageSchema,
  DepositOrderSchema,
  OrderListQuerySchema,
  OrderNoParamsSchema,
  PaymentPasswordBodySchema,
  ProfitLossQuerySchema,
  ProfitLossSchema,
  TestWithdrawalReviewBodySchema,
  TransactionPageSchema,
  TransactionQuerySchema,
  WithdrawAccountSchema,
  WithdrawInfoSchema,
  WithdrawOrderPageSchema,
  WithdrawOrderSchema,
} from '../schemas/money';

/** Deposits: channels, orders, and the payment provider's callback. */
export const DEPOSIT_ENDPOINTS = {
  channels: endpoint({
    method: 'GET',
    path: MONEY_PATHS.depositChannels,
    access: 'member',
    response: Type.Array(DepositChannelSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: MONEY_PATHS.deposits,
    access: 'member',
    body: CreateDepositBodySchema,
    response: DepositOrderSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: MONEY_PATHS.deposits,
    access: 'member',
    query: OrderListQuerySchema,
    response: DepositOrderPageSchema,
  }),
  order: endpoint({
    method: 'GET',
    path: MONEY_PATHS.deposit(':orderNo'),
    access: 'member',
    params: OrderNoParamsSchema,
    response: DepositOrderSchema,
  }),
  cancel: endpoint({
    method: 'PUT',
    path: MONEY_PATHS.depositCancel(':orderNo'),
    access: 'member',
    params: OrderNoParamsSchema,
    response: DepositOrderSchema,
  }),
  notify: endpoint({
    method: 'POST',
    path: MONEY_PATHS.depositNotify,
    access: 'provider',
    body: DepositNoticeSchema,
    response: DepositOrderSchema,
  }),
  testPaid: endpoint({
    method: 'PUT',
    path: MONEY_TEST_PATHS.depositPaid(':orderNo'),
    access: 'test',
    params: OrderNoParamsSchema,
    response: DepositOrderSchema,
  }),
  testExpired: endpoint({
    method: 'PUT',
    path: MONEY_TEST_PATHS.depositExpired(':orderNo'),
    access: 'test',
    params: OrderNoParamsSchema,
    response: DepositOrderSchema,
  }),
};

/** Withdrawals: what can be withdrawn, bound accounts, the payment password and orders. */
export const WITHDRAW_ENDPOINTS = {
  info: endpoint({ method: 'GET', path: MONEY_PATHS.withdrawInfo, access: 'member', response: WithdrawInfoSchema }),
  bindAccount: endpoint({
    method: 'POST',
    path: MONEY_PATHS.withdrawAccounts,
    access: 'member',
    body: BindAccountBodySchema,
    response: WithdrawAccountSchema,
  }),
  unbindAccount: endpoint({
    method: 'DELETE',
    path: MONEY_PATHS.withdrawAccount(':id'),
    access: 'member',
    params: IdParamsSchema,
    response: EmptySchema,
  }),
  paymentPassword: endpoint({
    method: 'PUT',
    path: MONEY_PATHS.paymentPassword,
    access: 'member',
    body: PaymentPasswordBodySchema,
    response: EmptySchema,
  }),
  create: endpoint({
    method: 'POST',
    path: MONEY_PATHS.withdrawals,
    access: 'member',
    body: CreateWithdrawalBodySchema,
    response: WithdrawOrderSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: MONEY_PATHS.withdrawals,
    access: 'member',
    query: OrderListQuerySchema,
    response: WithdrawOrderPageSchema,
  }),
  testReview: endpoint({
    method: 'PUT',
    path: MONEY_TEST_PATHS.withdrawalReview(':orderNo'),
    access: 'test',
    params: OrderNoParamsSchema,
    body: TestWithdrawalReviewBodySchema,
    response: WithdrawOrderSchema,
  }),
};

/** The member's records: bets, ledger entries, profit and loss. */
export const RECORD_ENDPOINTS = {
  bets: endpoint({
    method: 'GET',
    path: MONEY_PATHS.betRecords,
    access: 'member',
    query: BetRecordQuerySchema,
    response: BetRecordPageSchema,
  }),
  betFilters: endpoint({
    method: 'GET',
    path: MONEY_PATHS.betFilters,
    access: 'member',
    response: Type.Array(BetFilterOptionSchema),
  }),
  transactions: endpoint({
    method: 'GET',
    path: MONEY_PATHS.transactions,
    access: 'member',
    query: TransactionQuerySchema,
    response: TransactionPageSchema,
  }),
  profitLoss: endpoint({
    method: 'GET',
    path: MONEY_PATHS.profitLoss,
    access: 'member',
    query: ProfitLossQuerySchema,
    response: ProfitLossSchema,
  }),
};
