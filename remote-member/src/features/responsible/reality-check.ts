import { apiPut } from '@platform/shared';
import { RESPONSIBLE_PATHS, type RealityCheckBody, type ResponsibleSettings } from '@platform/shared/contract';

/** Sets the minutes between reality checks over a game. */
export const putRealityCheck = (body: RealityCheckBody) =>
  apiPut<ResponsibleSettings>(RESPONSIBLE_PATHS.realityCheck, body);
