import { MONEY_PATHS, apiPut, type DepositOrder } from '@platform/shared';

export const cancelDeposit = (orderNo: string) => apiPut<DepositOrder>(MONEY_PATHS.depositCancel(orderNo));
