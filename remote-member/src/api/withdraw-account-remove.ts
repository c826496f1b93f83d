import { MONEY_PATHS, apiDelete } from '@platform/shared';

export const deleteWithdrawAccount = (id: number) => apiDelete<object>(MONEY_PATHS.withdrawAccount(id));
