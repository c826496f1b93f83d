import { call } from '@platform/shared';
import { RESPONSIBLE_ENDPOINTS, type DepositLimitBody } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { storeSettings } from './responsible-settings';

/** Sets one deposit limit (null: none); a raise waits 24 hours. */
export const putDepositLimit = (body: DepositLimitBody) => call(RESPONSIBLE_ENDPOINTS.depositLimit, { body });

/** Sets one deposit limit; the settings answered are kept. */
export function depositLimitMutation(user: string) {
  return mutationOptions({
    mutationFn: putDepositLimit,
    onSuccess: (settings) => storeSettings(user, settings),
  });
}
