import { useCallback } from 'react';
import { useScope } from '@platform/shared';
import type { LotteryEntry, PrizeMode } from '@platform/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { lotteryListQuery } from '../../api/lottery';
import { useLaunchGame } from '../../features/launch';

/** The lottery list of a prize mode (asked once the mode is known). */
export function useLotteryList(prizeMode: PrizeMode | undefined) {
  return useQuery({ ...lotteryListQuery(useScope(), prizeMode ?? 'Lott'), enabled: prizeMode !== undefined });
}

/** Plays a lottery entry by the launch rules of its vendor. */
export function usePlayLottery(): (entry: LotteryEntry) => void {
  const launch = useLaunchGame();
  return useCallback((entry: LotteryEntry) => launch({ vendor: entry.vassalage, nodeId: entry.nodeId }), [launch]);
}
