import { RESPONSIBLE_PATHS, apiPut, type DepositLimitBody, type ResponsibleSettings } from '@platform/shared';

/** Sets one deposit limit (null: none); a raise waits 24 hours. */
export const putDepositLimit = (body: DepositLimitBody) =>
  apiPut<ResponsibleSettings>(RESPONSIBLE_PATHS.depositLimit, body);
