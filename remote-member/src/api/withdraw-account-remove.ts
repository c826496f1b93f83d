import { apiDelete } from '@platform/shared';
import { MONEY_PATHS } from '@platform/shared/contract';

export const deleteWithdrawAccount = (id: number) => apiDelete<object>(MONEY_PATHS.withdrawAccount(id));
