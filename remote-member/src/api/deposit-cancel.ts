import { apiPut } from '@platform/shared';
import { MONEY_PATHS, type DepositOrder } from '@platform/shared/contract';

export const cancelDeposit = (orderNo: string) => apiPut<DepositOrder>(MONEY_PATHS.depositCancel(orderNo));
