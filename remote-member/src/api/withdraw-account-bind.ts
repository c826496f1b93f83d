import { MONEY_PATHS, apiPost, type BindAccountBody, type WithdrawAccount } from '@platform/shared';

export const postWithdrawAccount = (body: BindAccountBody) =>
  apiPost<WithdrawAccount>(MONEY_PATHS.withdrawAccounts, body);
