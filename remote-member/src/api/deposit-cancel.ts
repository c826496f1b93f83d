import { call } from '@platform/shared';
import { DEPOSIT_ENDPOINTS } from '@platform/shared/contract';

export const cancelDeposit = (orderNo: string) => call(DEPOSIT_ENDPOINTS.cancel, { params: { orderNo } });
