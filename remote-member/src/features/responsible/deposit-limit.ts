import { call } from '@platform/shared';
import { RESPONSIBLE_ENDPOINTS, type DepositLimitBody } from '@platform/shared/contract';

/** Sets one deposit limit (null: none); a raise waits 24 hours. */
export const putDepositLimit = (body: DepositLimitBody) => call(RESPONSIBLE_ENDPOINTS.depositLimit, { body });
