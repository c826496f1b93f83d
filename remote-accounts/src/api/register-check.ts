import { PATHS, apiGet, type RegisterCheckQuery, type RegisterCheckValue } from '@platform/shared';

/** Is a username or mobile number still free? */
export const fetchRegisterCheck = (query: RegisterCheckQuery) => apiGet<RegisterCheckValue>(PATHS.registerCheck, query);
