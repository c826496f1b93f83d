import { apiGet, sessionKey } from '@platform/shared';
import { PLAY_PATHS, type BetFairness } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

/** A round's seeds and what it showed; null for a round played without seeds. */
export const fetchBetFairness = (roundId: string) => apiGet<BetFairness | null>(PLAY_PATHS.betFairness, { roundId });

export function betFairnessQuery(user: string, roundId: string) {
  return queryOptions({
    queryKey: sessionKey(user, 'records', 'fairness', roundId),
    queryFn: () => fetchBetFairness(roundId),
    // The server seed appears once the member rotates it: ask again each time the check opens.
    staleTime: 0,
  });
}
