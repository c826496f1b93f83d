import { apiPut } from '@platform/shared';
import { RESPONSIBLE_PATHS, type DepositLimitBody, type ResponsibleSettings } from '@platform/shared/contract';

/** Sets one deposit limit (null: none); a raise waits 24 hours. */
export const putDepositLimit = (body: DepositLimitBody) =>
  apiPut<ResponsibleSettings>(RESPONSIBLE_PATHS.depositLimit, body);
