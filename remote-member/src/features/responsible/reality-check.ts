import { RESPONSIBLE_PATHS, apiPut, type RealityCheckBody, type ResponsibleSettings } from '@platform/shared';

/** Sets the minutes between reality checks over a game. */
export const putRealityCheck = (body: RealityCheckBody) =>
  apiPut<ResponsibleSettings>(RESPONSIBLE_PATHS.realityCheck, body);
