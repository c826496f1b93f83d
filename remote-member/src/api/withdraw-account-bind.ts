import { apiPost } from '@platform/shared';
import { MONEY_PATHS, type BindAccountBody, type WithdrawAccount } from '@platform/shared/contract';

export const postWithdrawAccount = (body: BindAccountBody) =>
  apiPost<WithdrawAccount>(MONEY_PATHS.withdrawAccounts, body);
