import { call } from '@platform/shared';
import { RESPONSIBLE_ENDPOINTS, type ExclusionBody } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';

/** Starts a time-out or self-exclusion; the server ends every session of the member. */
export const postExclusion = (body: ExclusionBody) => call(RESPONSIBLE_ENDPOINTS.exclusion, { body });

/** Starts a time-out or self-exclusion; signing out, which follows, drops the member's data. */
export const exclusionMutation = () => mutationOptions({ mutationFn: postExclusion });
