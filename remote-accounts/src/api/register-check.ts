import { apiGet } from '@platform/shared';
import { PATHS, type RegisterCheckQuery, type RegisterCheckValue } from '@platform/shared/contract';

/** Is a username or mobile number still free? */
export const fetchRegisterCheck = (query: RegisterCheckQuery) => apiGet<RegisterCheckValue>(PATHS.registerCheck, query);
