import { call } from '@platform/shared';
import { WITHDRAW_ENDPOINTS, type BindAccountBody } from '@platform/shared/contract';

export const postWithdrawAccount = (body: BindAccountBody) => call(WITHDRAW_ENDPOINTS.bindAccount, { body });
