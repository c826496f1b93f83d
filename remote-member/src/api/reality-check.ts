import { call } from '@platform/shared';
import { RESPONSIBLE_ENDPOINTS, type RealityCheckBody } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';
import { storeSettings } from './responsible-settings';

/** Sets the minutes between reality checks over a game. */
export const putRealityCheck = (body: RealityCheckBody) => call(RESPONSIBLE_ENDPOINTS.realityCheck, { body });

/** Sets the reality check's interval; the settings answered are kept. */
export function realityCheckMutation(user: string) {
  return mutationOptions({
    mutationFn: putRealityCheck,
    onSuccess: (settings) => storeSettings(user, settings),
  });
}
