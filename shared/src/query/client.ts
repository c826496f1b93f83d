import { QueryClient } from '@tanstack/react-query';
import { toApiError } from '../api/errors';

/** Codes worth one more try: the network failed, not the server's answer. */
const TRANSIENT = new Set(['network.offline', 'network.timeout']);

/** The one QueryClient of the page: every area's server state lives in it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => failures < 1 && TRANSIENT.has(toApiError(error).code),
      retryDelay: 500,
    },
    mutations: { retry: false },
  },
});

/** Empties the cache; for tests and for the end of a session. */
export function resetQueryClient(): void {
  queryClient.clear();
}

/** The root of every key that belongs to the signed-in member; the end of a session removes them all. */
export const SESSION_KEY = 'session' as const;

/** Forgets every answer that belonged to the session. */
export function forgetSessionData(): void {
  queryClient.removeQueries({ queryKey: [SESSION_KEY] });
}
