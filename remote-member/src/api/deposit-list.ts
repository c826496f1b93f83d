import { call, sessionKey } from '@platform/shared';
import { DEPOSIT_ENDPOINTS } from '@platform/shared/contract';
import { orderPagesQuery } from './order-pages';

export const depositListKey = (user: string) => sessionKey(user, 'deposit', 'list');

/** The deposit record, newest first. */
export const depositListQuery = (user: string) =>
  orderPagesQuery(depositListKey(user), (query) => call(DEPOSIT_ENDPOINTS.list, { query }));
