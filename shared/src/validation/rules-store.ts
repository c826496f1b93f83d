import { queryOptions, useQuery } from '@tanstack/react-query';
import { SYSTEM_ENDPOINTS, type RuleTable } from '../contract';
import { call } from '../api/client';
import { queryClient } from '../query/client';
import { scopeNow, useScope } from '../query/keys';
import { persistedData } from '../query/persist';

const RULES = 'rules';

export const fetchRules = () =>
  call(SYSTEM_ENDPOINTS.rules).catch((error: unknown) => {
    // The server checks the same rules, so forms still work without them.
    console.warn('Field rules could not be loaded; fields are checked by the server only.', error);
    throw error;
  });

/**
 * The merchant's rule table. The spec keeps the registration validation rules locally and fetches
 * them only when missing: they are stored in localStorage and never stale.
 */
export function rulesQuery(merchant: string) {
  const queryKey = [RULES, merchant] as const;
  return queryOptions({
    queryKey,
    queryFn: fetchRules,
    staleTime: Infinity,
    ...persistedData<RuleTable>(queryKey, 'local'),
  });
}

/** The rule table of the current merchant: the cached one, or fetched (again after a failure). */
export function loadRules(): Promise<RuleTable> {
  return queryClient.ensureQueryData(rulesQuery(scopeNow().merchant));
}

/** The rule table, or null while it loads or when it could not be loaded. */
export function useRules(): RuleTable | null {
  return useQuery(rulesQuery(useScope().merchant)).data ?? null;
}

/** Forgets the table; for tests. */
export function resetRules(): void {
  queryClient.removeQueries({ queryKey: [RULES] });
}
