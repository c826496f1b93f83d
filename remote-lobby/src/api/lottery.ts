import { persistedData, type Scope, LOBBY_KEY, call } from '@platform/shared';
import { CATALOGUE_ENDPOINTS, type LotteryListValue, type PrizeMode } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchLotteryList = (prizeMode: PrizeMode) => call(CATALOGUE_ENDPOINTS.lottery, { query: { prizeMode } });

/**
 * The lottery list (prize mode Lott) or the e-lottery list (Elott); local, fetched only when missing
 * (spec §4).
 */
export function lotteryListQuery(scope: Scope, prizeMode: PrizeMode) {
  const queryKey = [LOBBY_KEY, 'lottery', scope, prizeMode] as const;
  return queryOptions({
    queryKey,
    queryFn: () => fetchLotteryList(prizeMode),
    staleTime: Infinity,
    ...persistedData<LotteryListValue>(queryKey, 'local'),
  });
}
