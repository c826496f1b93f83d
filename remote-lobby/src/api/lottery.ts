import { persistedData, type Scope, LOBBY_KEY, gameGet } from '@platform/shared';
import type { LotteryListValue, PrizeMode } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchLotteryList = (prizeMode: PrizeMode) => gameGet<LotteryListValue>('lottery', { prizeMode });

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
