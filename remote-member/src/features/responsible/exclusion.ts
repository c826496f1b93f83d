import { call } from '@platform/shared';
import { RESPONSIBLE_ENDPOINTS, type ExclusionBody } from '@platform/shared/contract';

/** Starts a time-out or self-exclusion; the server ends every session of the member. */
export const postExclusion = (body: ExclusionBody) => call(RESPONSIBLE_ENDPOINTS.exclusion, { body });
