import type { FastifyServerOptions } from 'fastify';
import { decimalProblem, parseDecimalText, type DecimalRule } from '@platform/shared/contract';
import { DECIMAL_KEYWORD } from '@platform/shared/contract/schemas';

type AjvPlugin = NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number];

const isRule = (value: unknown): value is DecimalRule =>
  typeof value === 'object' && value !== null && 'minimum' in value && 'maximum' in value;

interface DataContext {
  parentData: unknown;
  parentDataProperty: string | number;
}

interface DecimalCheck {
  (rule: unknown, data: unknown, schema?: unknown, context?: DataContext): boolean;
  errors?: { keyword: string; message: string; params: { reason: string } }[];
}

const check: DecimalCheck = (rule, data, _schema, context) => {
  if (!isRule(rule)) throw new Error(`${DECIMAL_KEYWORD} needs a minimum and a maximum.`);
  let value = data;
  if (rule.fromText && typeof data === 'string') {
    value = parseDecimalText(data) ?? data;
    const parent = context?.parentData;
    if (typeof value === 'number' && typeof parent === 'object' && parent !== null) {
      (parent as Record<string | number, unknown>)[context?.parentDataProperty ?? ''] = value;
    }
  }
  const problem = decimalProblem(value, rule);
  check.errors = problem ? [{ keyword: DECIMAL_KEYWORD, message: problem, params: { reason: problem } }] : [];
  return problem === null;
};

/**
 * Teaches the validator the contract's decimal keyword (MoneyAmount, RebateRate). The schemas that
 * hold it have no `type`, so Fastify's coercion leaves the value as sent and this sees it raw: only a
 * JSON number passes, or in a query string a plain number string, which becomes the number.
 */
export const plainDecimalKeyword: AjvPlugin = (ajv) =>
  ajv.addKeyword({ keyword: DECIMAL_KEYWORD, schemaType: 'object', modifying: true, validate: check });
