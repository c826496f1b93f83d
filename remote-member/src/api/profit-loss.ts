import { apiGet, sessionKey } from '@platform/shared';
import { MONEY_PATHS, type ProfitLoss, type ProfitLossQuery } from '@platform/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const fetchProfitLoss = (query: ProfitLossQuery) => apiGet<ProfitLoss>(MONEY_PATHS.profitLoss, query);

/** Profit and loss of the days asked. */
export function profitLossQuery(user: string, query: ProfitLossQuery) {
  return queryOptions({
    queryKey: sessionKey(user, 'records', 'profit-loss', query),
    queryFn: () => fetchProfitLoss(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
