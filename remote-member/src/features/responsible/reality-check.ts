import { call } from '@platform/shared';
import { RESPONSIBLE_ENDPOINTS, type RealityCheckBody } from '@platform/shared/contract';

/** Sets the minutes between reality checks over a game. */
export const putRealityCheck = (body: RealityCheckBody) => call(RESPONSIBLE_ENDPOINTS.realityCheck, { body });
