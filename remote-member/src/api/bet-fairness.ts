import { call, sessionKey } from '@platform/shared';
import { PLAY_ENDPOINTS } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

/** A round's seeds and what it showed; null for a round played without seeds. */
export const fetchBetFairness = (roundId: string) => call(PLAY_ENDPOINTS.betFairness, { query: { roundId } });

export function betFairnessQuery(user: string, roundId: string) {
  return queryOptions({
    queryKey: sessionKey(user, 'records', 'fairness', roundId),
    queryFn: () => fetchBetFairness(roundId),
    // The server seed appears once the member rotates it: ask again each time the check opens.
    staleTime: 0,
  });
}
