import { requiredRule, ruleResolver, type RuleContext, failed } from '@platform/shared';
import { decimalProblem, parseDecimalText } from '@platform/shared/contract';

export interface OpenAccountValues {
  kind: 'member' | 'agent';
  account: string;
  password: string;
  rebateRate: string;
}

export interface OpenAccountContext extends RuleContext {
  /** The agent's own rate: the highest the new account may get. */
  maxRate: number;
}

/** A percentage with at most two decimals, from 0 to the agent's own rate. */
export function rebateVerdict(value: string, max: number) {
  const pass = decimalProblem(parseDecimalText(value), { minimum: 0, maximum: max }) === null;
  return pass ? { pass } : failed('agent:open_account.rebate_invalid', { max });
}

/** The merchant's username and password rules, and the rebate limit. */
export const openAccountResolver = ruleResolver<OpenAccountValues, OpenAccountContext>({
  account: requiredRule('username'),
  password: requiredRule('password'),
  rebateRate: (value, _values, _table, context) => rebateVerdict(value, context?.maxRate ?? 0),
});
