import { call, sessionKey } from '@platform/shared';
import { RECORD_ENDPOINTS, type ProfitLossQuery } from '@platform/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const fetchProfitLoss = (query: ProfitLossQuery) => call(RECORD_ENDPOINTS.profitLoss, { query });

/** Profit and loss of the days asked. */
export function profitLossQuery(user: string, query: ProfitLossQuery) {
  return queryOptions({
    queryKey: sessionKey(user, 'records', 'profit-loss', query),
    queryFn: () => fetchProfitLoss(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
