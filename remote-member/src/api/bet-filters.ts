import { call, sessionKey } from '@platform/shared';
import { RECORD_ENDPOINTS } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchBetFilters = () => call(RECORD_ENDPOINTS.betFilters);

/** The vendors (and their game types) the member has bet with: the betting record's filters. */
export function betFiltersQuery(user: string) {
  return queryOptions({ queryKey: sessionKey(user, 'records', 'bet-filters'), queryFn: fetchBetFilters });
}
