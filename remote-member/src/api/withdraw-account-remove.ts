import { call } from '@platform/shared';
import { WITHDRAW_ENDPOINTS } from '@platform/shared/contract';

export const deleteWithdrawAccount = (id: number) => call(WITHDRAW_ENDPOINTS.unbindAccount, { params: { id } });
