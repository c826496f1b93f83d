import { call } from '@platform/shared';
import { REGISTER_ENDPOINTS, type RegisterCheckQuery } from '@platform/shared/contract';

/** Is a username or mobile number still free? */
export const fetchRegisterCheck = (query: RegisterCheckQuery) => call(REGISTER_ENDPOINTS.check, { query });
