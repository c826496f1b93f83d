import { call, type Scope } from '@platform/shared';
import { PROMOTION_ENDPOINTS, type MissionWinner } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchMissionWinners = () => call(PROMOTION_ENDPOINTS.missionWinners);

/** The spec's order: highest `vo.winAmount` first, whatever order the server sends. */
export const byWinAmount = (winners: readonly MissionWinner[]): MissionWinner[] =>
  [...winners].sort((a, b) => b.vo.winAmount - a.vo.winAmount);

export function missionWinnersQuery(scope: Scope) {
  return queryOptions({
    queryKey: ['mission-winners', scope.merchant, scope.language] as const,
    queryFn: fetchMissionWinners,
    staleTime: 60_000,
    select: byWinAmount,
  });
}
