import { API_LANGUAGE, sessionKey, type Language, call } from '@platform/shared';
import { MY_GAMES_ENDPOINTS, type LaunchQuery } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchLaunch = (query: LaunchQuery) => call(MY_GAMES_ENDPOINTS.launch, { query });

/**
 * A launch ticket for the game page. Each visit to the launch page asks for a new one (tickets
 * expire), so the answer is not kept once the page is left, and a refusal is not retried.
 */
export function launchQuery(user: string, language: Language, query: LaunchQuery) {
  return queryOptions({
    queryKey: sessionKey(user, 'launch', language, query),
    queryFn: () => fetchLaunch({ ...query, language: API_LANGUAGE[language] }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
