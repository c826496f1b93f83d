import { call, sessionKey } from '@platform/shared';
import { WITHDRAW_ENDPOINTS } from '@platform/shared/contract';
import { orderPagesQuery } from './order-pages';

export const withdrawListKey = (user: string) => sessionKey(user, 'withdraw', 'list');

/** The withdraw report, newest first. */
export const withdrawListQuery = (user: string) =>
  orderPagesQuery(withdrawListKey(user), (query) => call(WITHDRAW_ENDPOINTS.list, { query }));
