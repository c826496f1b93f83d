// The agent area's calls: team figures, the downline, team betting, contracts, opening accounts,
// rebates, dividends and the red-envelope event, and their test-mode arrangements. Amounts are pesos
// on the wire (the ledger keeps centavos); dates are Manila calendar days (YYYY-MM-DD).
import type { Static } from '@sinclair/typebox';
import type {
  AgentPeriodQuerySchema,
  ContractAnswerBodySchema,
  ContractOfferBodySchema,
  ContractsValueSchema,
  OpenAccountBodySchema,
  RebateQuerySchema,
  TeamBetsQuerySchema,
  TeamKpiQuerySchema,
  TeamMembersQuerySchema,
  TestContractBodySchema,
  ContractDetailSchema,
  ContractTierSchema,
  DividendPeriodSchema,
  DividendValueSchema,
  OpenAccountLimitsSchema,
  OpenedAccountSchema,
  PendingContractsValueSchema,
  RebateEntrySchema,
  RebateRateSchema,
  RebateValueSchema,
  RedRainValueSchema,
  TeamBetSchema,
  TeamBetsValueSchema,
  TeamKpiDaySchema,
  TeamKpiFooterSchema,
  TeamKpiValueSchema,
  TeamMemberSchema,
  TeamMembersValueSchema,
  TeamPnlRowSchema,
  TeamPnlValueSchema,
} from './schemas/agent';

/** Paths of the agent calls; each needs the session of an agent (types outside NON_AGENT_HOME_TYPES). */
export const AGENT_PATHS = {
  /** GET TeamKpiQuery → TeamKpiValue; size 0 answers the footer only. */
  teamKpi: '/agent/team/kpi',
  /** GET TeamMembersQuery → TeamMembersValue: one level of the downline, or a search of all of it. */
  teamMembers: '/agent/team/members',
  /** GET AgentPeriodQuery → TeamPnlValue: the period by downline level. */
  teamPnl: '/agent/team/pnl',
  /** GET TeamBetsQuery → TeamBetsValue, newest first. */
  teamBets: '/agent/team/bets',
  /** GET → PendingContractsValue. */
  pendingContracts: '/agent/contracts/pending',
  /** GET → ContractsValue: the agent's own contracts, pending, current and past. */
  contracts: '/agent/contracts',
  /** POST ContractOfferBody → ContractDetail: an offer to a direct downline agent, within the agent's own terms. */
  offers: '/agent/team/contracts',
  /** GET → ContractDetail | null (the pending one first, else the latest); PUT ContractAnswerBody → ContractDetail. */
  contract: (kind: ContractKind) => `/agent/contracts/${kind}`,
  /** GET → OpenAccountLimits; POST OpenAccountBody → OpenedAccount. */
  openAccount: '/agent/accounts',
  /** GET RebateQuery → RebateValue. */
  rebates: '/agent/rebates',
  /** GET → DividendValue: the latest half-month periods under the accepted dividend contract. */
  dividends: '/agent/dividends',
  /** GET → RedRainValue. */
  redRain: '/agent/red-rain',
} as const;

/** Test-mode paths (404 outside test mode). */
export const AGENT_TEST_PATHS = {
  /** PUT TestContractBody → ContractDetail: a new pending contract for the member. */
  contract: '/test/agent/contract',
} as const;

export const CONTRACT_KINDS = ['salary', 'dividend', 'hourly'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The most tiers one contract has. */
export const CONTRACT_MAX_TIERS = 5;

/** The pending-request field of each contract kind, as the operator's API names them. */
export const PENDING_CONTRACT_FIELDS = {
  salary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourly: 'contracthoursalreq',
} as const satisfies Record<ContractKind, string>;

export const AGENT_PAGING = { firstPage: 1, pageSize: 20, maxPageSize: 100, maxPeriodDays: 62 } as const;

/** Downline levels the P&L report tells apart; deeper levels count in the last. */
export const TEAM_LEVELS = 5;

export type TeamKpiQuery = Static<typeof TeamKpiQuerySchema>;
export type TeamMembersQuery = Static<typeof TeamMembersQuerySchema>;
export type AgentPeriodQuery = Static<typeof AgentPeriodQuerySchema>;
export type TeamBetsQuery = Static<typeof TeamBetsQuerySchema>;
export type ContractAnswerBody = Static<typeof ContractAnswerBodySchema>;
export type ContractOfferBody = Static<typeof ContractOfferBodySchema>;
export type OpenAccountBody = Static<typeof OpenAccountBodySchema>;
export type RebateQuery = Static<typeof RebateQuerySchema>;
export type TestContractBody = Static<typeof TestContractBodySchema>;

/** Today's counters of the agent home, and the period's totals. */
export type TeamKpiFooter = Static<typeof TeamKpiFooterSchema>;

export type TeamKpiDay = Static<typeof TeamKpiDaySchema>;

export type TeamKpiValue = Static<typeof TeamKpiValueSchema>;

export type TeamMember = Static<typeof TeamMemberSchema>;

export type TeamMembersValue = Static<typeof TeamMembersValueSchema>;

export type TeamPnlRow = Static<typeof TeamPnlRowSchema>;

export type TeamPnlValue = Static<typeof TeamPnlValueSchema>;

export type TeamBet = Static<typeof TeamBetSchema>;

export type TeamBetsValue = Static<typeof TeamBetsValueSchema>;

/** One step of a contract: from `minimum` (pesos of team bets, or of team loss for a dividend) it pays `value`. */
export type ContractTier = Static<typeof ContractTierSchema>;

export type ContractDetail = Static<typeof ContractDetailSchema>;

export type ContractsValue = Static<typeof ContractsValueSchema>;

/** Each field holds the pending contract of its kind, or null when there is none. */
export type PendingContractsValue = Static<typeof PendingContractsValueSchema>;

export type OpenAccountLimits = Static<typeof OpenAccountLimitsSchema>;

export type OpenedAccount = Static<typeof OpenedAccountSchema>;

export type RebateRate = Static<typeof RebateRateSchema>;

export type RebateEntry = Static<typeof RebateEntrySchema>;

export type RebateValue = Static<typeof RebateValueSchema>;

export type DividendPeriod = Static<typeof DividendPeriodSchema>;

export type DividendValue = Static<typeof DividendValueSchema>;

export type RedRainValue = Static<typeof RedRainValueSchema>;
