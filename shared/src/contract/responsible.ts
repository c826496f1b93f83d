import type { Static } from '@sinclair/typebox';
import type {
  DepositLimitBodySchema,
  DepositLimitSchema,
  ExclusionBodySchema,
  ExclusionValueSchema,
  PlayResultQuerySchema,
  PlayResultSchema,
  RealityCheckBodySchema,
  ResponsibleSettingsSchema,
} from './schemas/responsible';

/** Responsible gaming (PAGCOR rules for licensed sites): deposit limits, the reality check, breaks from play. */
export const RESPONSIBLE_PATHS = {
  /** GET → ResponsibleSettings of the member. */
  settings: '/responsible/settings',
  /** PUT DepositLimitBody → ResponsibleSettings: a lower limit applies at once, a higher one after 24 hours. */
  depositLimit: '/responsible/deposit-limit',
  /** PUT RealityCheckBody → ResponsibleSettings. */
  realityCheck: '/responsible/reality-check',
  /** POST ExclusionBody → ExclusionValue; every session of the member is revoked. */
  exclusion: '/responsible/exclusion',
  /** GET PlayResultQuery → PlayResult: bets and their settlements since a moment. */
  playResult: '/responsible/play-result',
} as const;

/** The windows deposit limits count over: the last 24 hours, 7 days and 30 days. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Hours a raised (or removed) deposit limit waits before it applies. */
export const LIMIT_RAISE_DELAY_HOURS = 24;

/** Minutes between reality checks unless the member chooses otherwise, and the choices. */
export const REALITY_CHECK_DEFAULT_MINUTES = 60;
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** A time-out is a short break; self-exclusion a long one. Both refuse login until they end. */
export const EXCLUSION_PERIODS = {
  timeout: ['24h', '7d', '30d'],
  self_exclusion: ['6m', '1y', '5y'],
} as const;
export type ExclusionKind = keyof typeof EXCLUSION_PERIODS;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[ExclusionKind][number];

export type DepositLimit = Static<typeof DepositLimitSchema>;

export type ResponsibleSettings = Static<typeof ResponsibleSettingsSchema>;

export type ExclusionValue = Static<typeof ExclusionValueSchema>;

export type PlayResult = Static<typeof PlayResultSchema>;

export type DepositLimitBody = Static<typeof DepositLimitBodySchema>;
export type RealityCheckBody = Static<typeof RealityCheckBodySchema>;
export type ExclusionBody = Static<typeof ExclusionBodySchema>;
export type PlayResultQuery = Static<typeof PlayResultQuerySchema>;
