import { DISABLED_RULE, RULE_NAMES, type FieldRule, type RuleName, type RuleTable } from '@platform/shared/contract';
import type { Db } from '../../db/connection';

interface RuleRow {
  name: string;
  enabled: number;
  required: number;
  pattern: string;
  messageKey: string;
  minLength: number | null;
  maxLength: number | null;
}

const SELECT_RULES = `SELECT name, enabled, required, pattern, message_key AS messageKey, min_length AS minLength,
  max_length AS maxLength FROM field_rules WHERE merchant_code = ?`;

function toRule(row: RuleRow): FieldRule {
  const rule: FieldRule = {
    enabled: row.enabled === 1,
    required: row.required === 1,
    pattern: row.pattern,
    messageKey: row.messageKey,
  };
  if (row.minLength !== null) rule.minLength = row.minLength;
  if (row.maxLength !== null) rule.maxLength = row.maxLength;
  return rule;
}

/** The merchant's whole rule table, one entry for every name the contract knows. */
export function loadRuleTable(db: Db, merchantCode: string): RuleTable {
  const rows = new Map(
    db
      .prepare<[string], RuleRow>(SELECT_RULES)
      .all(merchantCode)
      .map((row) => [row.name, row]),
  );
  const entries = RULE_NAMES.map((name): [RuleName, FieldRule] => {
    const row = rows.get(name);
    // A field the merchant never configured is switched off rather than left out of the table.
    return [name, row ? toRule(row) : { ...DISABLED_RULE }];
  });
  return Object.fromEntries(entries) as RuleTable;
}

export function findRule(db: Db, merchantCode: string, name: RuleName): FieldRule | undefined {
  const row = db.prepare<[string, string], RuleRow>(`${SELECT_RULES} AND name = ?`).get(merchantCode, name);
  return row ? toRule(row) : undefined;
}
