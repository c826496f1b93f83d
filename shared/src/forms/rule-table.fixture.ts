// A merchant rule table for the form tests: every rule off but the ones a test names.
import { RULE_NAMES, type FieldRule, type RuleTable } from '../contract';
import { queryClient } from '../query/client';
import { rulesQuery } from '../validation/rules-store';

const OFF: FieldRule = { enabled: false, required: false, pattern: '.*', messageKey: 'error.unknown' };

export function ruleTable(on: Partial<RuleTable>): RuleTable {
  return { ...(Object.fromEntries(RULE_NAMES.map((name) => [name, OFF])) as RuleTable), ...on };
}

/** Puts a table in the cache for the test merchant (M001), as if it had been fetched. */
export function primeRules(table: RuleTable): void {
  queryClient.setQueryData(rulesQuery('M001').queryKey, table);
}
