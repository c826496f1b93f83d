import { apiPost } from '@platform/shared';
import { RESPONSIBLE_PATHS, type ExclusionBody, type ExclusionValue } from '@platform/shared/contract';

/** Starts a time-out or self-exclusion; the server ends every session of the member. */
export const postExclusion = (body: ExclusionBody) => apiPost<ExclusionValue>(RESPONSIBLE_PATHS.exclusion, body);
