// Runtime schemas of the responsible-gaming requests.
import { Type } from '@sinclair/typebox';
import { EXCLUSION_PERIODS, LIMIT_PERIODS, REALITY_CHECK_MINUTES } from '../responsible';
import { MAX_MONEY_AMOUNT } from '../amount';
import { closedObject, NullableMoneyAmount, oneOf } from './common';

export const DepositLimitBodySchema = closedObject({
  period: oneOf(LIMIT_PERIODS),
  /** Pesos; null (and nothing else) removes the limit (after 24 hours, as any raise). */
  amount: NullableMoneyAmount(MAX_MONEY_AMOUNT),
});

export const RealityCheckBodySchema = closedObject({
  minutes: Type.Union(REALITY_CHECK_MINUTES.map((minutes) => Type.Literal(minutes))),
});

export const ExclusionBodySchema = Type.Union([
  closedObject({ kind: Type.Literal('timeout'), period: oneOf(EXCLUSION_PERIODS.timeout) }),
  closedObject({ kind: Type.Literal('self_exclusion'), period: oneOf(EXCLUSION_PERIODS.self_exclusion) }),
]);

/** `since`: milliseconds since the epoch. */
export const PlayResultQuerySchema = closedObject({ since: Type.Integer({ minimum: 0 }) });
