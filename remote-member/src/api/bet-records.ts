import { call, sessionKey, type Scope } from '@platform/shared';
import { RECORD_ENDPOINTS, type BetRecordQuery } from '@platform/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const fetchBetRecords = (query: BetRecordQuery) => call(RECORD_ENDPOINTS.bets, { query });

/** One page of the betting record with the filter's totals; game names follow the language. */
export function betRecordsQuery(user: string, scope: Scope, query: BetRecordQuery) {
  return queryOptions({
    queryKey: sessionKey(user, 'records', 'bets', scope.language, query),
    queryFn: () => fetchBetRecords(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
