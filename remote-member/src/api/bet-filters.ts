import { MONEY_PATHS, apiGet, sessionKey, type BetFilterOption } from '@platform/shared';
import { queryOptions } from '@tanstack/react-query';

export const fetchBetFilters = () => apiGet<BetFilterOption[]>(MONEY_PATHS.betFilters);

/** The vendors (and their game types) the member has bet with: the betting record's filters. */
export function betFiltersQuery(user: string) {
  return queryOptions({ queryKey: sessionKey(user, 'records', 'bet-filters'), queryFn: fetchBetFilters });
}
