import { sessionKey } from '@platform/shared';
import { MONEY_PATHS, type WithdrawOrder } from '@platform/shared/contract';
import { orderPagesQuery } from './order-pages';

export const withdrawListKey = (user: string) => sessionKey(user, 'withdraw', 'list');

/** The withdraw report, newest first. */
export const withdrawListQuery = (user: string) =>
  orderPagesQuery<WithdrawOrder>(withdrawListKey(user), MONEY_PATHS.withdrawals);
