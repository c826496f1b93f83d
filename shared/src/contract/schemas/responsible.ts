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

// Responses.

export const LimitPeriodSchema = oneOf(LIMIT_PERIODS);

export const DepositLimitSchema = Type.Object({
  period: LimitPeriodSchema,
  /** Pesos; null for no limit. */
  amount: Type.Union([Type.Number(), Type.Null()]),
  /** Pesos deposited (paid or still pending) within the window. */
  used: Type.Number(),
  /** A raise waiting for its 24 hours: the amount (null: no limit) and when it applies (ISO). */
  pending: Type.Union([
    Type.Object({
      amount: Type.Union([Type.Number(), Type.Null()]),
      appliesAt: Type.String(),
    }),
    Type.Null(),
  ]),
});

export const ResponsibleSettingsSchema = Type.Object({
  limits: Type.Array(DepositLimitSchema),
  realityCheckMinutes: Type.Number(),
});

export const ExclusionValueSchema = Type.Object({
  kind: oneOf(['timeout', 'self_exclusion'] as const satisfies readonly (keyof typeof EXCLUSION_PERIODS)[]),
  /** ISO; login is refused until then. */
  until: Type.String(),
});

export const PlayResultSchema = Type.Object({
  /** Pesos won minus staked since the moment asked about (negative: a loss). */
  net: Type.Number(),
});
