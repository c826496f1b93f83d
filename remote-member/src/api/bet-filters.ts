import { apiGet, sessionKey } from '@platform/shared';
import { MONEY_PATHS, type BetFilterOption } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchBetFilters = () => apiGet<BetFilterOption[]>(MONEY_PATHS.betFilters);

/** The vendors (and their game types) the member has bet with: the betting record's filters. */
export function betFiltersQuery(user: string) {
  return queryOptions({ queryKey: sessionKey(user, 'records', 'bet-filters'), queryFn: fetchBetFilters });
}
