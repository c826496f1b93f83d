import { sessionKey } from '@platform/shared';
import { MONEY_PATHS, type DepositOrder } from '@platform/shared/contract';
import { orderPagesQuery } from './order-pages';

export const depositListKey = (user: string) => sessionKey(user, 'deposit', 'list');

/** The deposit record, newest first. */
export const depositListQuery = (user: string) =>
  orderPagesQuery<DepositOrder>(depositListKey(user), MONEY_PATHS.deposits);
