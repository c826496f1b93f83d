import { MONEY_PATHS, sessionKey, type DepositOrder } from '@platform/shared';
import { orderPagesQuery } from './order-pages';

export const depositListKey = (user: string) => sessionKey(user, 'deposit', 'list');

/** The deposit record, newest first. */
export const depositListQuery = (user: string) =>
  orderPagesQuery<DepositOrder>(depositListKey(user), MONEY_PATHS.deposits);
