import { MONEY_PATHS, sessionKey, type WithdrawOrder } from '@platform/shared';
import { orderPagesQuery } from './order-pages';

export const withdrawListKey = (user: string) => sessionKey(user, 'withdraw', 'list');

/** The withdraw report, newest first. */
export const withdrawListQuery = (user: string) =>
  orderPagesQuery<WithdrawOrder>(withdrawListKey(user), MONEY_PATHS.withdrawals);
