import { proxy, useSnapshot } from 'valtio';
import { PATHS, type RuleTable } from '../contract';
import { apiGet } from '../api/client';

/** The merchant's rule table, fetched once and cached for the page. */
export const rulesState = proxy<{ table: RuleTable | null }>({ table: null });

let pending: Promise<RuleTable> | null = null;

/** Loads the rule table (once; again after a failure). */
export function loadRules(): Promise<RuleTable> {
  if (rulesState.table) return Promise.resolve(rulesState.table);
  pending ??= apiGet<RuleTable>(PATHS.rules)
    .then((table) => {
      rulesState.table = table;
      return table;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The rule table, or null while it loads. */
export function useRules(): RuleTable | null {
  return useSnapshot(rulesState).table as RuleTable | null;
}

/** Forgets the table; for tests. */
export function resetRules(): void {
  rulesState.table = null;
  pending = null;
}
