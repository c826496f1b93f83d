import { RESPONSIBLE_PATHS, apiPost, type ExclusionBody, type ExclusionValue } from '@platform/shared';

/** Starts a time-out or self-exclusion; the server ends every session of the member. */
export const postExclusion = (body: ExclusionBody) => apiPost<ExclusionValue>(RESPONSIBLE_PATHS.exclusion, body);
